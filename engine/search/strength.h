#pragma once
// UCI_Elo labels → the strength knob of the eschess searcher's (PvsSearcher) limited mode.
//
// The knob (400 … 2400) sets a node budget and a random error (PvsSearcher::searchLimited);
// below 800 only the error grows, the node budget stays at its floor.
// What a knob value plays like was measured by matches against Stockfish 15.1's limited levels
// (tools/calibrate-levels.sh; method and table in docs/strength.md); a label is turned into the
// knob whose measured rating equals it, by linear interpolation between the measured points.
// Labels above the full-strength measurement play at full strength.

namespace eschess {

constexpr int kEloLabelMin = 800, kEloLabelMax = 2400;
constexpr int kStrengthKnobMin = 400;

// The knob for a UCI_Elo label; kEloLabelMax means full strength.
int strengthKnobFor(int label);

} // namespace eschess
