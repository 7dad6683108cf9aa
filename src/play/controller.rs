//! The controller: the game, the options, the overlay and the engine's turn behind one
//! `apply(command)`, which answers the caller and leaves effects for the binding to carry out.

use super::announce;
use super::command::{Answer, Command};
use super::effect::{Effect, Event};
use super::engine_state::{EngineState, Finished, Now, Purpose};
use super::engine_turn::{decision, Seat};
use super::options::{patched_config, CurrentOptions, Options, Patch, ThemePatch};
use super::overlay::{candidates, ghost_line, Overlay};
use super::persist;
use super::reviewed::Reviewed;
use crate::ai::Reply;
use crate::game::{Color, ConfigError, Game, GameError, JumpError, MoveInfo, Outcome, Point};
use crate::view::{Scene, Theme};

/// What the controller gets from its surroundings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Env {
    /// Whether this build has the engine.
    pub engine: bool,
    /// A random number: which opening the engine's book plays comes from it.
    pub seed: u64,
}

/// The widget's behaviour, without a page: commands in, answers and effects out.
#[derive(Clone, Debug)]
pub struct Controller {
    pub(super) game: Game,
    pub(super) options: Options,
    /// Theme colours from the page's CSS.
    css: ThemePatch,
    /// The colours in use.
    pub(super) theme: Theme,
    pub(super) overlay: Overlay,
    /// Goes up by one with every change of the game.
    version: u64,
    /// The command being applied changed the game.
    changed: bool,
    /// The engine's requests and what they are for.
    engine: EngineState,
    /// The last review that ended, and how many have.
    pub(super) reviewed: Option<Reviewed>,
    reviews: u64,
    /// No page to act on (`Game`): changes have no effects.
    quiet: bool,
    destroyed: bool,
    pub(super) effects: Vec<Effect>,
}

impl Controller {
    /// A controller for the options of `patch`, resuming `saved` if there is a saved game.
    /// Its first effects describe and draw the board, and may ask the engine to open.
    pub fn new(patch: &Patch, saved: Option<Game>, env: Env) -> Result<Controller, ConfigError> {
        let config = patched_config(Default::default(), patch)?;
        let game = match saved {
            Some(game) => game,
            None => Game::with_opening(config, patch.opening.unwrap_or_default())?,
        };
        let mut options = Options::default();
        options.apply(patch);
        let css = ThemePatch::default();
        let mut c = Controller {
            theme: options.resolve_theme(&css),
            game,
            options,
            css,
            overlay: Overlay::default(),
            version: 0,
            changed: false,
            engine: EngineState::new(env.engine, env.seed),
            reviewed: None,
            reviews: 0,
            quiet: false,
            destroyed: false,
            effects: Vec::new(),
        };
        c.describe();
        c.effects.push(Effect::Redraw);
        c.sync();
        Ok(c)
    }

    /// A controller of the rules alone, for a game without a board (`Game`): the same
    /// commands and answers, no effects, no engine.
    pub fn headless(patch: &Patch) -> Result<Controller, ConfigError> {
        let env = Env {
            engine: false,
            seed: 0,
        };
        let mut c = Controller::new(patch, None, env)?;
        c.quiet = true;
        c.effects.clear();
        Ok(c)
    }

    /// Carries out `command`; its effects wait in `take_effects`. A refused command changes
    /// nothing and has no effects but what it says aloud.
    pub fn apply(&mut self, command: Command) -> Result<Answer, GameError> {
        let before = self.game.cursor();
        let destroying = matches!(command, Command::Destroy);
        self.changed = false;
        let result = self.run(command);
        if self.changed && !self.quiet {
            self.after_change(before);
        }
        self.sync();
        if self.quiet {
            self.effects.clear();
        }
        if self.destroyed && !destroying {
            // After destroy() nothing reaches the page any more, but promises still settle.
            self.effects
                .retain(|e| matches!(e, Effect::ResolveHint { .. } | Effect::SettleReview { .. }));
        }
        result
    }

    /// The effects of the commands applied since the last call, in order.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The options in force (besides the game's own configuration).
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Every option in force, as `options()` returns them.
    pub fn current_options(&self) -> CurrentOptions {
        CurrentOptions::of(&self.game, &self.options)
    }

    /// The number of changes of the game so far.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// What the pointer and keyboard show over the position.
    pub fn overlay(&self) -> &Overlay {
        &self.overlay
    }

    /// The colours in use.
    pub fn theme(&self) -> &Theme {
        &self.theme
    }

    /// Everything to draw, at `pixel_ratio` device pixels per CSS pixel.
    pub fn scene(&self, pixel_ratio: f64) -> Scene<'_> {
        let o = &self.overlay;
        Scene {
            preview: self.preview(),
            cursor: o.cursor.filter(|_| o.cursor_visible),
            ghosts: &o.ghosts,
            marks: self.marks(),
            pixel_ratio,
            ..self.still()
        }
    }

    /// The position shown, marked as the options say, with nothing over it (no preview,
    /// cursor or analysis stones): what a picture of the board shows.
    #[inline]
    pub fn still(&self) -> Scene<'_> {
        Scene {
            coordinates: self.options.coordinates,
            move_numbers: self.options.move_numbers,
            last_move: self.options.last_move,
            ..Scene::from_game(&self.game, &self.theme)
        }
    }

    /// The translucent stone to show: under the pointer (or tapped once with `confirm`), on a
    /// point the person to move may play.
    pub fn preview(&self) -> Option<(Point, Color)> {
        if self.options.readonly {
            return None;
        }
        let p = self.overlay.pending.or(self.overlay.hover)?;
        let color = self.game.to_move()?;
        if self.engine_acts() || self.game.check(p).is_err() {
            return None;
        }
        Some((p, color))
    }

    fn seat(&self) -> Seat {
        Seat {
            plays: self.options.ai.plays,
            enabled: self.engine(),
        }
    }

    /// Whether the engine, not a person, acts next.
    pub(super) fn engine_acts(&self) -> bool {
        self.engine() && self.seat().acts(&self.game)
    }

    /// Whether the engine should move now.
    fn engine_should_move(&self) -> bool {
        self.engine() && !self.destroyed && self.seat().should_move(&self.game)
    }

    /// Whether there is an engine to ask.
    fn engine(&self) -> bool {
        self.engine.enabled()
    }

    fn run(&mut self, command: Command) -> Result<Answer, GameError> {
        match command {
            Command::Place { x, y } => {
                let p = self.game.point(x, y)?;
                let mv = self.game.try_place(p)?;
                self.commit();
                return Ok(Answer::Placed(mv));
            }
            Command::Undo => return Ok(Answer::Stepped(self.step(true))),
            Command::Redo => return Ok(Answer::Stepped(self.step(false))),
            Command::Reset => {
                if !self.game.history().is_empty() {
                    self.game.reset();
                    self.commit();
                }
            }
            Command::Jump(n) => {
                if n < 0 {
                    let moves = self.game.history().len();
                    return Err(JumpError { n, moves }.into());
                }
                // Past the largest index a number is simply past the history.
                self.jump(usize::try_from(n).unwrap_or(usize::MAX))?;
            }
            Command::Load(text) => {
                let game = self.game.loaded(&text)?;
                self.replace(game);
            }
            Command::LoadPsq(text) => {
                let game = self.game.psq_loaded(&text)?;
                self.replace(game);
            }
            Command::Choose(choice) => {
                self.game.decide(choice)?;
                self.commit();
            }
            Command::SetOptions(patch) => self.set_options(&patch)?,
            Command::Style(css) => {
                self.css = css;
                self.restyle();
            }
            Command::Tap(p) => self.tap(p),
            Command::Key(key) => self.key(key),
            Command::Hover(p) => {
                if self.overlay.hover != p {
                    self.overlay.hover = p;
                    self.redraw();
                }
            }
            Command::Press | Command::Blur => self.show_cursor(false),
            Command::Focus { keyboard } => {
                if keyboard {
                    self.show_cursor(true);
                }
            }
            Command::Hint => return Ok(Answer::Hint(self.hint())),
            Command::Analyze { lines } => self.engine.analyze(lines, &mut self.effects),
            Command::StopAnalysis => {
                self.engine.stop_analysis(&mut self.effects);
                self.overlay.ghosts.clear();
                self.overlay.candidates.clear();
                self.redraw();
            }
            Command::Review { ms_per_move } => {
                let now = self.now();
                let id = self
                    .engine
                    .review(&self.game, ms_per_move, now, &mut self.effects);
                return Ok(Answer::Review(id));
            }
            Command::StopReview => self.engine.stop_review(&mut self.effects),
            Command::Graded { id, grades } => {
                let done = self.engine.graded(id, grades, &mut self.effects);
                self.keep_review(done);
            }
            Command::Reply(reply) => {
                if self.engine() {
                    self.reply(reply);
                }
            }
            Command::Destroy => self.destroyed = true,
        }
        Ok(Answer::Done)
    }

    /// Marks a change of the game.
    pub(super) fn commit(&mut self) {
        self.version += 1;
        self.changed = true;
    }

    pub(super) fn redraw(&mut self) {
        if !self.effects.iter().any(|e| matches!(e, Effect::Redraw)) {
            self.effects.push(Effect::Redraw);
        }
    }

    fn describe(&mut self) {
        let text = announce::description(&self.game, self.options.readonly);
        self.effects.push(Effect::Describe(text));
    }

    pub(super) fn announce(&mut self, text: String) {
        self.effects.push(Effect::Announce(text));
    }

    /// Replaces the game with `game`, a change only if the two differ.
    fn replace(&mut self, game: Game) {
        let (a, b) = (&self.game, &game);
        let same = a.cursor() == b.cursor()
            && a.history() == b.history()
            && a.decisions() == b.decisions()
            && a.config() == b.config()
            && a.opening() == b.opening();
        if !same {
            self.game = game;
            self.commit();
        }
    }

    pub(super) fn jump(&mut self, n: usize) -> Result<(), JumpError> {
        let before = self.game.cursor();
        self.game.jump_to(n)?;
        if self.game.cursor() != before {
            self.commit();
        }
        Ok(())
    }

    /// Undo (`back`) or redo, paired against the engine.
    pub(super) fn step(&mut self, back: bool) -> Option<crate::game::Move> {
        let seat = self.seat();
        let mv = match (back, self.engine()) {
            (true, true) => seat.undo(&mut self.game),
            (false, true) => seat.redo(&mut self.game),
            (true, false) => self.game.undo(),
            (false, false) => self.game.redo(),
        };
        if mv.is_some() {
            self.commit();
        }
        mv
    }

    fn after_change(&mut self, before: usize) {
        self.overlay.ghosts.clear();
        self.overlay.candidates.clear();
        self.overlay.pending = None;
        if let Some(key) = &self.options.persist {
            let text = persist::save(&self.game);
            self.effects.push(Effect::Persist {
                key: key.clone(),
                text,
            });
        }
        self.redraw();
        self.describe();
        let readonly = self.options.readonly;
        self.announce(announce::announcement(&self.game, before, readonly));
        self.effects.push(Effect::Dispatch(Event::Change));
        if *self.game.outcome() != Outcome::Ongoing {
            self.effects.push(Effect::Dispatch(Event::End));
        }
    }

    fn set_options(&mut self, patch: &Patch) -> Result<(), GameError> {
        let current = self.game.config();
        let config = patched_config(current, patch)?;
        let opening = patch.opening.unwrap_or(self.game.opening());
        if config != current || opening != self.game.opening() {
            self.game = Game::with_opening(config, opening)?;
            self.overlay.cursor = None;
            self.commit();
        }
        let readonly = self.options.readonly;
        self.options.apply(patch);
        if patch.ai.is_some() {
            self.engine.retry();
        }
        if !self.options.confirm || self.options.readonly {
            self.overlay.pending = None;
        }
        if self.options.readonly != readonly && !self.changed {
            self.describe();
        }
        if let Some(key) = &patch.persist {
            let text = persist::save(&self.game);
            self.effects.push(Effect::Persist {
                key: key.clone(),
                text,
            });
        }
        self.restyle();
        self.redraw();
        Ok(())
    }

    fn restyle(&mut self) {
        let theme = self.options.resolve_theme(&self.css);
        if theme != self.theme {
            self.theme = theme;
            self.redraw();
        }
    }

    /// Asks for a hint; returns the request's number (resolved at once when there is no move).
    fn hint(&mut self) -> u32 {
        let Some(to_move) = self
            .game
            .to_move()
            .filter(|_| self.engine() && !self.destroyed)
        else {
            let id = self.engine.next_id();
            self.effects.push(Effect::ResolveHint { id, hint: None });
            return id;
        };
        let now = self.now();
        self.engine
            .hint(&self.game, to_move, now, &mut self.effects)
    }

    /// What the engine's requests are measured against.
    fn now(&self) -> Now {
        Now {
            version: self.version,
            should_move: self.engine_should_move(),
            destroyed: self.destroyed,
            level: self.options.ai.level,
        }
    }

    fn reply(&mut self, reply: Reply) {
        let Some(purpose) = self.engine.settle(&reply, self.version) else {
            // Cancelled, answered already, or never asked: nothing to do.
            return;
        };
        match purpose {
            Purpose::Analysis { fresh } => {
                let Some(to_move) = self.game.to_move().filter(|_| fresh) else {
                    return;
                };
                let board = self.game.board();
                self.overlay.ghosts = ghost_line(&reply.best_line, board, to_move);
                self.overlay.candidates = candidates(&reply.lines, board);
                self.redraw();
                let report = reply.report(self.game.config().size);
                self.effects.push(Effect::Dispatch(Event::Analysis(report)));
            }
            Purpose::Hint { fresh } => {
                let hint = match (reply.best_point(), self.game.to_move()) {
                    (Some(p), Some(color)) if fresh && self.game.board().contains(p) => {
                        let mv = crate::game::Move {
                            point: p,
                            color,
                            number: self.game.cursor() + 1,
                        };
                        Some(MoveInfo::new(&mv, self.game.config().size))
                    }
                    _ => None,
                };
                self.effects
                    .push(Effect::ResolveHint { id: reply.id, hint });
            }
            Purpose::Review => self.engine.review_reply(&reply, &mut self.effects),
            Purpose::Move { fresh } => {
                if !fresh || !self.engine_should_move() {
                    return;
                }
                let played = if let Some(choice) = decision(&self.game, reply.eval) {
                    self.game.decide(choice).is_ok()
                } else {
                    reply
                        .best_point()
                        .is_some_and(|p| self.game.try_place(p).is_ok())
                };
                if played {
                    self.commit();
                } else {
                    self.engine.give_up(self.version);
                }
            }
        }
    }

    /// Keeps a review that ended with its result, for the board's marks and the graph.
    fn keep_review(&mut self, done: Option<Finished>) {
        if let Some((moves, grades)) = done {
            self.reviews += 1;
            self.reviewed = Some(Reviewed::new(moves, grades, self.reviews));
            self.redraw();
        }
    }

    /// Brings the engine's requests in line with the game.
    fn sync(&mut self) {
        let now = self.now();
        self.engine.sync(&self.game, now, &mut self.effects);
    }
}
