//! What analysis and review show of the position: the other candidates' labels (unless
//! `analysisMarks` is off), the review's verdict on the move just played, and the review's
//! win-rate graph with its value for assistive technology.

use super::controller::Controller;
use super::reviewed::GraphKey;
use crate::view::{Graph, Marks};

impl Controller {
    /// What analysis and review mark on the position shown: the other candidates (unless
    /// `analysisMarks` is off) and the verdict on the move just played.
    pub(super) fn marks(&self) -> Marks<'_> {
        if !cfg!(feature = "engine") {
            return Marks::default();
        }
        let labels = self.options.analysis_marks;
        Marks {
            candidates: if labels {
                &self.overlay.candidates
            } else {
                &[]
            },
            verdict: self.reviewed.as_ref().and_then(|r| r.verdict(&self.game)),
        }
    }

    /// The review's win-rate graph of the game, at `pixel_ratio`: empty before any review.
    pub fn graph(&self, pixel_ratio: f64) -> Graph<'_> {
        match &self.reviewed {
            Some(r) => r.graph(&self.game, &self.theme, pixel_ratio),
            None => Graph {
                rates: &[],
                classes: &[],
                shown: self.game.cursor(),
                theme: &self.theme,
                pixel_ratio,
            },
        }
    }

    /// What the graph shows now: when it changes, the graph is painted again.
    pub fn graph_key(&self) -> GraphKey {
        match &self.reviewed {
            Some(r) => r.key(&self.game, &self.theme),
            None => GraphKey {
                generation: 0,
                plotted: 0,
                shown: 0,
                theme: self.theme.clone(),
            },
        }
    }

    /// The graph's value for assistive technology: the last move plotted, the move shown and
    /// what the graph says of it.
    pub fn graph_value(&self) -> (usize, usize, String) {
        match &self.reviewed {
            Some(r) => r.value(&self.game),
            None => (0, 0, "No review of this game yet".into()),
        }
    }
}
