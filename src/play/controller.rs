//! The controller: the game, the options, the overlay and the engine's turn behind one
//! `apply(command)`, which answers the caller and leaves effects for the binding to carry out.

use super::announce::{self, ENGINE_THINKING};
use super::command::{Answer, Command, Key};
use super::effect::{Effect, Event};
use super::engine_turn::{book_of, book_stone, decision, Seat};
use super::options::{patched_config, CurrentOptions, Options, Patch, ThemePatch};
use super::overlay::{ghost_line, Overlay};
use super::persist;
use super::requests::{Purpose, Requests};
use crate::ai::{Reply, Request};
use crate::game::{Color, ConfigError, Game, GameError, JumpError, MoveInfo, Outcome, Point};
use crate::view::{Scene, Theme};

/// The level and thinking time of an analysis search, which streams until it stops.
const ANALYSIS_LEVEL: u8 = 5;
/// How long one analysis search may run before its last report stands, in milliseconds.
const ANALYSIS_MS: f64 = 30_000.0;

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
    game: Game,
    options: Options,
    /// Theme colours from the page's CSS.
    css: ThemePatch,
    /// The colours in use.
    theme: Theme,
    overlay: Overlay,
    /// Goes up by one with every change of the game.
    version: u64,
    changed: bool,
    requests: Requests,
    thinking: bool,
    /// `analyze()` is on.
    analysing: bool,
    /// The version the analysis was started for.
    analysed: Option<u64>,
    /// The version the engine answered without a move (its module failed to load, say): it is
    /// not asked again until the game or the options change, so a broken engine is no loop.
    gave_up: Option<u64>,
    /// The opening the book plays for the engine, and the state that picks the next one.
    book: usize,
    random: u64,
    engine: bool,
    /// No page to act on (`Game`): changes have no effects.
    quiet: bool,
    destroyed: bool,
    effects: Vec<Effect>,
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
            requests: Requests::default(),
            thinking: false,
            analysing: false,
            analysed: None,
            gave_up: None,
            book: 0,
            random: env.seed,
            engine: env.engine,
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
            // After destroy() nothing reaches the page any more, but a hint still resolves.
            self.effects
                .retain(|e| matches!(e, Effect::ResolveHint { .. }));
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
    fn engine_acts(&self) -> bool {
        self.engine() && self.seat().acts(&self.game)
    }

    /// Whether the engine should move now.
    fn engine_should_move(&self) -> bool {
        self.engine() && !self.destroyed && self.seat().should_move(&self.game)
    }

    /// Whether there is an engine to ask. Known at compile time in the build without one, so
    /// that build carries none of the code that talks to it.
    fn engine(&self) -> bool {
        cfg!(feature = "engine") && self.engine
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
            Command::Analyze => self.analysing = self.engine(),
            Command::StopAnalysis => {
                self.analysing = false;
                self.analysed = None;
                self.overlay.ghosts.clear();
                self.redraw();
            }
            Command::Reply(reply) => {
                if self.engine() {
                    self.reply(reply);
                }
            }
            Command::Destroy => {
                self.destroyed = true;
                self.analysing = false;
            }
        }
        Ok(Answer::Done)
    }

    /// Marks a change of the game.
    fn commit(&mut self) {
        self.version += 1;
        self.changed = true;
    }

    fn redraw(&mut self) {
        if !self.effects.iter().any(|e| matches!(e, Effect::Redraw)) {
            self.effects.push(Effect::Redraw);
        }
    }

    fn describe(&mut self) {
        let text = announce::description(&self.game, self.options.readonly);
        self.effects.push(Effect::Describe(text));
    }

    fn announce(&mut self, text: String) {
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

    fn jump(&mut self, n: usize) -> Result<(), JumpError> {
        let before = self.game.cursor();
        self.game.jump_to(n)?;
        if self.game.cursor() != before {
            self.commit();
        }
        Ok(())
    }

    /// Undo (`back`) or redo, paired against the engine.
    fn step(&mut self, back: bool) -> Option<crate::game::Move> {
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
            // New engine settings: a position it gave up on is worth another try.
            self.gave_up = None;
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

    fn show_cursor(&mut self, visible: bool) {
        if self.overlay.cursor_visible != visible {
            self.overlay.cursor_visible = visible;
            self.redraw();
        }
    }

    /// A tap: with `confirm` the first shows the stone and a second on the same point plays it.
    fn tap(&mut self, p: Point) {
        if self.options.readonly {
            return;
        }
        if self.options.confirm && self.overlay.pending != Some(p) {
            self.overlay.pending = self.game.check(p).is_ok().then_some(p);
            self.redraw();
            return;
        }
        self.overlay.pending = None;
        self.place_by_hand(p);
    }

    /// A stone placed by a click, tap or key: a refusal changes nothing but is said aloud.
    fn place_by_hand(&mut self, p: Point) {
        if self.engine_acts() {
            self.announce(ENGINE_THINKING.into());
            return;
        }
        match self.game.try_place(p) {
            Ok(_) => {
                self.overlay.cursor = Some(p);
                self.commit();
            }
            Err(e) => self.announce(announce::refusal(&e)),
        }
    }

    fn key(&mut self, key: Key) {
        let size = self.game.config().size;
        let last = self.game.moves().last().map(|m| m.point);
        let arrow = match key {
            Key::Left => Some((-1, 0)),
            Key::Right => Some((1, 0)),
            Key::Up => Some((0, -1)),
            Key::Down => Some((0, 1)),
            _ => None,
        };
        if let Some((dx, dy)) = arrow {
            let p = self.overlay.step_cursor(size, last, dx, dy);
            self.overlay.cursor_visible = true;
            self.redraw();
            if self.options.readonly {
                self.announce(announce::point_text(&self.game, p));
            }
            return;
        }
        if self.options.readonly {
            // A diagram: keys read the board, they play nothing.
            return;
        }
        match key {
            Key::Place => {
                let p = self.overlay.cursor_or_start(size, last);
                self.show_cursor(true);
                self.place_by_hand(p);
            }
            Key::Undo | Key::Redo => {
                self.step(key == Key::Undo);
            }
            Key::Home => {
                let _ = self.jump(0);
            }
            Key::End => {
                let _ = self.jump(self.game.history().len());
            }
            Key::Left | Key::Right | Key::Up | Key::Down => {}
        }
    }

    /// Asks for a hint; returns the request's number (resolved at once when there is no move).
    fn hint(&mut self) -> u32 {
        let Some(to_move) = self
            .game
            .to_move()
            .filter(|_| self.engine() && !self.destroyed)
        else {
            let id = self.requests.next_id();
            self.effects.push(Effect::ResolveHint { id, hint: None });
            return id;
        };
        let id = self.requests.open(self.version, Purpose::Hint);
        let level = self.options.ai.level;
        self.send(id, to_move, level);
        id
    }

    fn send(&mut self, id: u32, to_move: Color, level: u8) {
        let g = &self.game;
        let request = Request::new(id, g.board(), g.config().rule, to_move, level);
        self.effects.push(Effect::Send(request));
    }

    fn reply(&mut self, reply: Reply) {
        let Some(pending) = self.requests.get(reply.id) else {
            // Cancelled, answered already, or never asked: nothing to do.
            return;
        };
        let fresh = pending.version == self.version;
        match pending.purpose {
            Purpose::Analysis => {
                if !reply.partial {
                    self.requests.close(reply.id);
                }
                let Some(to_move) = self.game.to_move().filter(|_| fresh) else {
                    return;
                };
                self.overlay.ghosts = ghost_line(&reply.best_line, self.game.board(), to_move);
                self.redraw();
                let report = reply.report(self.game.config().size);
                self.effects.push(Effect::Dispatch(Event::Analysis(report)));
            }
            // A move or a hint waits for the search's last word.
            _ if reply.partial => {}
            Purpose::Hint => {
                self.requests.close(reply.id);
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
            Purpose::Move => {
                self.requests.close(reply.id);
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
                    self.gave_up = Some(self.version);
                }
            }
        }
    }

    /// Brings the requests in line with the game: cancels what no longer fits, asks the engine
    /// for its move when it should move, restarts the analysis on a new position.
    fn sync(&mut self) {
        if !self.engine() {
            // Nothing is ever asked of an engine that is not there.
            return;
        }
        let version = self.version;
        let should_move = self.engine_should_move();
        let analysing = self.analysing;
        let destroyed = self.destroyed;
        let stale = self.requests.close_where(move |p| {
            destroyed
                || p.version != version
                || (p.purpose == Purpose::Move && !should_move)
                || (p.purpose == Purpose::Analysis && !analysing)
        });
        for p in stale {
            self.effects.push(Effect::Cancel(p.id));
            if p.purpose == Purpose::Hint {
                self.effects.push(Effect::ResolveHint {
                    id: p.id,
                    hint: None,
                });
            }
        }
        if should_move && !self.requests.any(Purpose::Move) && self.gave_up != Some(version) {
            self.request_move();
        }
        if self.analysing && self.analysed != Some(version) {
            self.analysed = Some(version);
            if let Some(to_move) = self.game.to_move() {
                let id = self.requests.open(version, Purpose::Analysis);
                let g = &self.game;
                let mut request =
                    Request::new(id, g.board(), g.config().rule, to_move, ANALYSIS_LEVEL);
                request.time_ms = ANALYSIS_MS;
                request.stream = true;
                self.effects.push(Effect::Send(request));
            }
        }
        let thinking = self.requests.any(Purpose::Move);
        if thinking != self.thinking {
            self.thinking = thinking;
            if !self.destroyed {
                self.effects
                    .push(Effect::Dispatch(Event::Thinking(thinking)));
            }
        }
    }

    /// Asks for the engine's move: from the book while it places a swap opening, else a search.
    fn request_move(&mut self) {
        let Some(to_move) = self.game.to_move() else {
            return;
        };
        let id = self.requests.open(self.version, Purpose::Move);
        if self.game.cursor() == 0 {
            self.book = book_of(self.next_random());
        }
        match book_stone(&self.game, self.book) {
            Some(p) => self.effects.push(Effect::Answer(Reply::play(id, p))),
            None => {
                let level = self.options.ai.level;
                self.send(id, to_move, level);
            }
        }
    }

    /// The next number of the sequence started from the seed.
    fn next_random(&mut self) -> u64 {
        crate::ai::rng::splitmix(&mut self.random)
    }
}
