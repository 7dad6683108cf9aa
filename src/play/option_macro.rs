//! `options!`: from the one list of the widget's options (`options.rs`), the types that hold
//! them (`Patch`, `GameOptions`, `Options`), their reader, their JSON and their description
//! (`specs`, from which the TypeScript types and the element's attributes are generated).

/// Declares the options, in two groups: the game's own (a change starts a new game) and the
/// board's. Each option is its doc comment, `field: Type = default, "jsName"`, and for an
/// integer its limits (`, MIN..=MAX`). The order is the order of reading and of the JSON.
macro_rules! options {
    (
        game {
            $( $(#[doc = $gdoc:literal])+
               $gfield:ident : $gty:ty = $gdefault:expr, $gkey:literal $(, $gmin:tt ..= $gmax:tt)? ; )+
        }
        board {
            $( $(#[doc = $bdoc:literal])+
               $bfield:ident : $bty:ty = $bdefault:expr, $bkey:literal $(, $bmin:tt ..= $bmax:tt)? ; )+
        }
    ) => {
        /// The options a call names; `None` leaves a setting as it is.
        #[derive(Clone, Debug, Default, PartialEq)]
        pub struct Patch {
            $( $(#[doc = $gdoc])+ pub $gfield: Option<<$gty as OptionValue>::Patch>, )+
            $( $(#[doc = $bdoc])+ pub $bfield: Option<<$bty as OptionValue>::Patch>, )+
        }

        /// The game's own options (what `Game.options()` returns); a change starts a new game.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct GameOptions {
            $( $(#[doc = $gdoc])+ pub $gfield: $gty, )+
        }

        /// The board's options in force (everything but the game's own).
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct Options {
            $( $(#[doc = $bdoc])+ pub $bfield: $bty, )+
        }

        impl Default for GameOptions {
            fn default() -> GameOptions {
                GameOptions { $( $gfield: $gdefault, )+ }
            }
        }

        impl Default for Options {
            fn default() -> Options {
                Options { $( $bfield: $bdefault, )+ }
            }
        }

        impl GameOptions {
            /// Takes what `patch` names of the game's options.
            pub fn apply(&mut self, patch: &Patch) {
                $( if let Some(v) = &patch.$gfield { OptionValue::apply(&mut self.$gfield, v); } )+
            }

            /// Writes them into `o`.
            pub fn write<'o>(&self, o: &'o mut Object) -> &'o mut Object {
                $( o.field($gkey, &self.$gfield); )+
                o
            }
        }

        impl Options {
            /// Takes what `patch` names of the board's options.
            pub fn apply(&mut self, patch: &Patch) {
                $( if let Some(v) = &patch.$bfield { OptionValue::apply(&mut self.$bfield, v); } )+
            }

            /// Writes them into `o`.
            pub fn write<'o>(&self, o: &'o mut Object) -> &'o mut Object {
                $( o.field($bkey, &self.$bfield); )+
                o
            }
        }

        /// Reads an options object (`undefined` or `null` mean none), field by field in order,
        /// so the first wrong one is the one reported.
        pub fn read_patch(options: &impl JsLike) -> Result<Patch, Invalid> {
            if !object(options)? {
                return Ok(Patch::default());
            }
            Ok(Patch {
                $( $gfield: read_field::<$gty, _>(options, $gkey, options!(@limits $($gmin, $gmax)?))?, )+
                $( $bfield: read_field::<$bty, _>(options, $bkey, options!(@limits $($bmin, $bmax)?))?, )+
            })
        }

        /// Every option described, in order: for the generated TypeScript and element table.
        pub fn specs() -> Vec<Spec> {
            let game = GameOptions::default();
            let board = Options::default();
            vec![
                $( Spec::of(&game.$gfield, $gkey, &[$($gdoc),+], true, options!(@limits $($gmin, $gmax)?)), )+
                $( Spec::of(&board.$bfield, $bkey, &[$($bdoc),+], false, options!(@limits $($bmin, $bmax)?)), )+
            ]
        }
    };
    (@limits) => { None };
    (@limits $min:tt, $max:tt) => { Some(($min as i64, $max as i64)) };
}

pub(crate) use options;
