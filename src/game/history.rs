//! A game: the position, its history with undo/redo/jump, and its result.

use super::opening::{Choice, Due, Opening, Player};
use super::{
    format_record, parse_record, point_name, renju, winning_line, Board, ChoiceError, Color,
    ConfigError, JumpError, PlaceError, Point, RecordError, Rule,
};

/// What a game is played with: board side, rule and who opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Board side, 5 to 26.
    pub size: usize,
    /// Rule set.
    pub rule: Rule,
    /// The side that opens (always black under renju).
    pub first: Color,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            size: 15,
            rule: Rule::Freestyle,
            first: Color::Black,
        }
    }
}

impl Config {
    /// Checks the combination: a size of 5 to 26, and black first under renju.
    pub fn validate(&self) -> Result<(), ConfigError> {
        Board::try_new(self.size)?;
        if self.rule == Rule::Renju && self.first != Color::Black {
            return Err(ConfigError::RenjuFirst);
        }
        Ok(())
    }
}

/// One stone played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Where.
    pub point: Point,
    /// Which side.
    pub color: Color,
    /// 1-based move number.
    pub number: usize,
}

/// The result of the position shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nobody has won and the board has room.
    Ongoing,
    /// `color` made the stones of `line` in a row.
    Win {
        /// The winner.
        color: Color,
        /// The winning stones.
        line: Vec<Point>,
    },
    /// The board is full without a winner.
    Draw,
}

/// A game in progress: the position after `cursor` moves of a history that may run further (redo).
#[derive(Clone, Debug)]
pub struct Game {
    config: Config,
    board: Board,
    history: Vec<Move>,
    cursor: usize,
    outcome: Outcome,
    forbidden: Vec<Point>,
    opening: Opening,
    /// Opening decisions in order; decision `i` counts once `opening.decision_point(i)` stones are shown.
    decisions: Vec<Choice>,
}

impl Game {
    /// A new empty game, or the configuration error.
    pub fn try_new(config: Config) -> Result<Game, ConfigError> {
        config.validate()?;
        let board = Board::try_new(config.size)?;
        Ok(Game {
            config,
            board,
            history: Vec::new(),
            cursor: 0,
            outcome: Outcome::Ongoing,
            forbidden: Vec::new(),
            opening: Opening::None,
            decisions: Vec::new(),
        })
    }

    /// A new empty game with an opening rule.
    pub fn with_opening(config: Config, opening: Opening) -> Result<Game, ConfigError> {
        if opening != Opening::None && config.first != Color::Black {
            return Err(ConfigError::OpeningFirst(opening));
        }
        let mut game = Game::try_new(config)?;
        game.opening = opening;
        Ok(game)
    }

    /// The opening rule.
    pub fn opening(&self) -> Opening {
        self.opening
    }

    /// The opening decisions that apply to the position shown.
    pub fn decisions(&self) -> &[Choice] {
        let k = (0..self.decisions.len())
            .take_while(|&i| self.opening.decision_point(i) <= self.cursor)
            .count();
        &self.decisions[..k]
    }

    /// Every opening decision of the history, those past the position shown included.
    pub fn all_decisions(&self) -> &[Choice] {
        &self.decisions
    }

    /// The opening decision due now, if any (none once the game is over).
    pub fn due(&self) -> Option<Due> {
        if self.outcome != Outcome::Ongoing {
            return None;
        }
        self.opening.due(self.cursor, self.decisions())
    }

    /// Makes the decision due; refused when none is due or `choice` is not offered.
    pub fn decide(&mut self, choice: Choice) -> Result<(), ChoiceError> {
        let due = self.due().ok_or(ChoiceError::NotDue)?;
        if !due.choices.contains(&choice) {
            return Err(ChoiceError::NotOffered {
                choice,
                offered: due.choices,
            });
        }
        let applied = self.decisions().len();
        self.decisions.truncate(applied);
        self.decisions.push(choice);
        Ok(())
    }

    /// The player who acts next (places or decides), `None` once the game is over.
    pub fn player_to_act(&self) -> Option<Player> {
        let color = self.to_move()?;
        if let Some(due) = self.due() {
            return Some(due.by);
        }
        if let Some(p) = self.opening.placer(self.cursor, self.decisions()) {
            return Some(p);
        }
        [Player::First, Player::Second]
            .into_iter()
            .find(|&p| self.colour_of_player(p) == Some(color))
    }

    /// The colour `player` plays, once the opening has settled it.
    pub fn colour_of_player(&self, player: Player) -> Option<Color> {
        self.opening
            .colour_of(player, self.decisions(), self.config.first)
    }

    /// The configuration.
    pub fn config(&self) -> Config {
        self.config
    }

    /// The position shown.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The moves that led to the position shown.
    pub fn moves(&self) -> &[Move] {
        &self.history[..self.cursor]
    }

    /// Every move of the history, including those that can be redone.
    pub fn history(&self) -> &[Move] {
        &self.history
    }

    /// How many moves the position shown has.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The result of the position shown.
    pub fn outcome(&self) -> &Outcome {
        &self.outcome
    }

    /// The side to move, `None` once the game is won or drawn.
    pub fn to_move(&self) -> Option<Color> {
        match self.outcome {
            Outcome::Ongoing => Some(self.color_of(self.cursor)),
            _ => None,
        }
    }

    /// The colour of the move with 0-based index `i`: colours alternate from `first`.
    pub fn color_of(&self, i: usize) -> Color {
        if i.is_multiple_of(2) {
            self.config.first
        } else {
            self.config.first.opponent()
        }
    }

    /// Points black may not play now (renju, black to move); empty otherwise.
    pub fn forbidden(&self) -> &[Point] {
        &self.forbidden
    }

    /// The name of `p` on this board.
    pub fn name(&self, p: Point) -> String {
        point_name(p, self.config.size)
    }

    /// Checks a point given as signed integers and turns it into a `Point`.
    pub fn point(&self, x: i64, y: i64) -> Result<Point, PlaceError> {
        let size = self.config.size as i64;
        if x < 0 || y < 0 || x >= size || y >= size {
            return Err(PlaceError::OutOfBoard {
                x,
                y,
                size: self.config.size,
            });
        }
        Ok(Point::new(x as usize, y as usize))
    }

    /// Why the side to move may not play `p`, if it may not.
    pub fn check(&self, p: Point) -> Result<Color, PlaceError> {
        let size = self.config.size;
        if !self.board.contains(p) {
            return Err(PlaceError::OutOfBoard {
                x: p.x as i64,
                y: p.y as i64,
                size,
            });
        }
        let color = self.to_move().ok_or(PlaceError::GameOver)?;
        if let Some(due) = self.due() {
            return Err(PlaceError::ChoiceDue(due));
        }
        if self.board.get(p).is_some() {
            return Err(PlaceError::Occupied { point: p, size });
        }
        if self.config.rule == Rule::Renju && color == Color::Black {
            if let Some(foul) = renju::foul(&self.board, p) {
                return Err(PlaceError::Forbidden {
                    point: p,
                    size,
                    foul,
                });
            }
        }
        Ok(color)
    }

    /// Plays the side to move on `p`; drops any redo tail. A refusal changes nothing.
    pub fn try_place(&mut self, p: Point) -> Result<Move, PlaceError> {
        let color = self.check(p)?;
        let mv = Move {
            point: p,
            color,
            number: self.cursor + 1,
        };
        self.history.truncate(self.cursor);
        let applied = self.decisions().len();
        self.decisions.truncate(applied);
        self.history.push(mv);
        self.apply_next();
        Ok(mv)
    }

    /// Takes back the last move shown, if any.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = *self.history.get(self.cursor.checked_sub(1)?)?;
        self.cursor -= 1;
        self.board.set(mv.point, None);
        // Every move was played from an open position, so the one before is open too.
        self.outcome = Outcome::Ongoing;
        self.refresh_forbidden();
        Some(mv)
    }

    /// Replays the next move of the history, if any.
    pub fn redo(&mut self) -> Option<Move> {
        let mv = *self.history.get(self.cursor)?;
        self.apply_next();
        Some(mv)
    }

    /// Shows the position after `n` moves of the history; later moves stay redoable.
    pub fn jump_to(&mut self, n: usize) -> Result<(), JumpError> {
        if n > self.history.len() {
            return Err(JumpError {
                n: i64::try_from(n).unwrap_or(i64::MAX),
                moves: self.history.len(),
            });
        }
        while self.cursor > n {
            self.undo();
        }
        while self.cursor < n {
            self.apply_next();
        }
        Ok(())
    }

    /// Empties the board and clears the history.
    pub fn reset(&mut self) {
        self.board.clear();
        self.history.clear();
        self.decisions.clear();
        self.cursor = 0;
        self.outcome = Outcome::Ongoing;
        self.refresh_forbidden();
    }

    /// Replaces the whole history with the moves of `record`; a bad record changes nothing.
    pub fn load(&mut self, record: &str) -> Result<(), RecordError> {
        *self = self.loaded(record)?;
        Ok(())
    }

    /// The game `load(record)` would make, leaving this one as it is.
    pub fn loaded(&self, record: &str) -> Result<Game, RecordError> {
        let (points, choices) = parse_with_choices(record, self.config.size)?;
        Game::replay_with(self.config, self.opening, &points, &choices)
    }

    /// A new game with `points` played in order, or `invalid-record` naming the first bad move.
    pub fn replay(config: Config, points: &[Point]) -> Result<Game, RecordError> {
        Game::replay_with(config, Opening::None, points, &[])
    }

    /// Like `replay`, with an opening rule and its decisions `(stones before it, choice)`.
    pub fn replay_with(
        config: Config,
        opening: Opening,
        points: &[Point],
        choices: &[Decision],
    ) -> Result<Game, RecordError> {
        let mut game = Game::with_opening(config, opening)?;
        let mut pending = choices.iter().peekable();
        for i in 0..=points.len() {
            while let Some(&&(at, choice)) = pending.peek() {
                if at != i {
                    break;
                }
                game.decide(choice)
                    .map_err(|error| RecordError::Choice { after: i, error })?;
                pending.next();
            }
            if let Some(&p) = points.get(i) {
                game.try_place(p).map_err(|error| RecordError::Move {
                    number: i + 1,
                    name: game.name(p),
                    error,
                })?;
            }
        }
        if let Some((at, _)) = pending.next() {
            return Err(RecordError::ChoicePastEnd(*at));
        }
        Ok(game)
    }

    /// The record of the position shown: lowercase names, no separators, opening choices in brackets.
    pub fn record(&self) -> String {
        let points: Vec<Point> = self.moves().iter().map(|m| m.point).collect();
        let decisions = self.decisions();
        if decisions.is_empty() {
            return format_record(&points, self.config.size);
        }
        let mut out = String::new();
        for (i, &p) in points.iter().enumerate() {
            out.push_str(&self.name(p));
            for (k, c) in decisions.iter().enumerate() {
                if self.opening.decision_point(k) == i + 1 {
                    out.push('[');
                    out.push_str(c.as_str());
                    out.push(']');
                }
            }
        }
        out
    }

    fn apply_next(&mut self) {
        let mv = self.history[self.cursor];
        self.board.set(mv.point, Some(mv.color));
        self.cursor += 1;
        self.outcome = match winning_line(&self.board, mv.point, self.config.rule) {
            Some(line) => Outcome::Win {
                color: mv.color,
                line,
            },
            None if self.board.is_full() => Outcome::Draw,
            None => Outcome::Ongoing,
        };
        self.refresh_forbidden();
    }

    fn refresh_forbidden(&mut self) {
        self.forbidden = if self.config.rule == Rule::Renju && self.to_move() == Some(Color::Black)
        {
            renju::forbidden_points(&self.board)
        } else {
            Vec::new()
        };
    }

    /// Replaces the whole history with the moves of a Piskvork PSQ file; a bad file changes nothing.
    /// A PSQ file carries no opening choices, so the game it gives has no opening rule.
    pub fn load_psq(&mut self, text: &str) -> Result<(), RecordError> {
        *self = self.psq_loaded(text)?;
        Ok(())
    }

    /// The game `load_psq(text)` would make, leaving this one as it is.
    pub fn psq_loaded(&self, text: &str) -> Result<Game, RecordError> {
        let psq = super::parse_psq(text)?;
        let size = self.config.size;
        if psq.size != size {
            return Err(RecordError::PsqSize {
                file: psq.size,
                board: size,
            });
        }
        Game::replay(self.config(), &psq.moves)
    }

    /// The position shown as a Piskvork PSQ file (times written as 0).
    pub fn psq(&self) -> String {
        let points: Vec<Point> = self.moves().iter().map(|m| m.point).collect();
        super::format_psq(self.config.size, &points, None)
    }
}

/// An opening choice and the number of stones on the board when it was made.
pub type Decision = (usize, Choice);

/// Splits a record into its points and its bracketed opening choices (`h8i9j10[white]k11`).
fn parse_with_choices(
    record: &str,
    size: usize,
) -> Result<(Vec<Point>, Vec<Decision>), RecordError> {
    let mut points = Vec::new();
    let mut choices = Vec::new();
    let mut rest = record;
    // split_once rather than index slicing: no panic path to carry in the wasm.
    while let Some((before, after)) = rest.split_once('[') {
        points.extend(parse_record(before, size)?);
        let (word, tail) = after.split_once(']').ok_or(RecordError::UnclosedBracket)?;
        let choice = Choice::parse(word)
            .ok_or_else(|| RecordError::NotAChoice(word.chars().take(20).collect()))?;
        choices.push((points.len(), choice));
        rest = tail;
    }
    points.extend(parse_record(rest, size)?);
    Ok((points, choices))
}
