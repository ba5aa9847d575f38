#pragma once
// How a game ended and why. The rules decide some endings (mate, stalemate, repetition, material,
// move counts); people and the match harness decide the rest (time, resignation, adjudication,
// a crashed engine). Both end up here so the GUI, the CLI and PGN output name them alike.

#include <string>
#include <string_view>

namespace eschess {

enum class GameResult { None, WhiteWins, BlackWins, Draw };

enum class Termination {
    None,
    Checkmate,
    Stalemate,
    FiftyMoveRule,
    ThreefoldRepetition,
    InsufficientMaterial,
    FivefoldRepetition,
    SeventyFiveMoveRule,
    TimeForfeit,
    Resignation,
    DrawAgreed,
    Adjudication,
    IllegalMove,
    EngineCrash,
    EngineStall,
    MaxLength,
    Abandoned
};

struct Outcome {
    GameResult result = GameResult::None;
    Termination termination = Termination::None;

    bool decided() const { return result != GameResult::None; }
    // English, e.g. "White wins by checkmate", "Draw by threefold repetition".
    std::string reason() const;
    bool operator==(const Outcome&) const = default;
};

std::string resultString(GameResult r);        // "1-0" "0-1" "1/2-1/2" "*"
GameResult parseResult(std::string_view text); // the inverse; None for anything else
std::string terminationName(Termination t);    // "checkmate", "threefold repetition", … ("" for None)
Termination terminationFromName(std::string_view name); // the inverse; None for anything else

} // namespace eschess
