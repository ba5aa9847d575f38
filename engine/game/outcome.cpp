#include "game/outcome.h"

namespace eschess {

std::string resultString(GameResult r) {
    switch (r) {
    case GameResult::WhiteWins:
        return "1-0";
    case GameResult::BlackWins:
        return "0-1";
    case GameResult::Draw:
        return "1/2-1/2";
    case GameResult::None:
        break;
    }
    return "*";
}

GameResult parseResult(std::string_view text) {
    if (text == "1-0") return GameResult::WhiteWins;
    if (text == "0-1") return GameResult::BlackWins;
    if (text == "1/2-1/2") return GameResult::Draw;
    return GameResult::None;
}

std::string terminationName(Termination t) {
    switch (t) {
    case Termination::None:
        return "";
    case Termination::Checkmate:
        return "checkmate";
    case Termination::Stalemate:
        return "stalemate";
    case Termination::FiftyMoveRule:
        return "fifty-move rule";
    case Termination::ThreefoldRepetition:
        return "threefold repetition";
    case Termination::InsufficientMaterial:
        return "insufficient material";
    case Termination::FivefoldRepetition:
        return "fivefold repetition";
    case Termination::SeventyFiveMoveRule:
        return "seventy-five-move rule";
    case Termination::TimeForfeit:
        return "time forfeit";
    case Termination::Resignation:
        return "resignation";
    case Termination::DrawAgreed:
        return "draw agreed";
    case Termination::Adjudication:
        return "adjudication";
    case Termination::IllegalMove:
        return "illegal move";
    case Termination::EngineCrash:
        return "engine crash";
    case Termination::EngineStall:
        return "engine stall";
    case Termination::MaxLength:
        return "maximum length";
    case Termination::Abandoned:
        return "abandoned";
    }
    return "";
}

Termination terminationFromName(std::string_view name) {
    for (int i = 1; i <= int(Termination::Abandoned); ++i)
        if (terminationName(Termination(i)) == name) return Termination(i);
    return Termination::None;
}

std::string Outcome::reason() const {
    if (result == GameResult::None)
        return termination == Termination::None ? "Game in progress"
                                                : "Unfinished (" + terminationName(termination) + ")";
    if (result == GameResult::Draw) {
        switch (termination) {
        case Termination::Stalemate:
            return "Draw by stalemate";
        case Termination::FiftyMoveRule:
            return "Draw by the fifty-move rule";
        case Termination::ThreefoldRepetition:
            return "Draw by threefold repetition";
        case Termination::InsufficientMaterial:
            return "Draw by insufficient material";
        case Termination::FivefoldRepetition:
            return "Draw by fivefold repetition";
        case Termination::SeventyFiveMoveRule:
            return "Draw by the seventy-five-move rule";
        case Termination::DrawAgreed:
            return "Draw by agreement";
        case Termination::Adjudication:
            return "Draw by adjudication";
        case Termination::MaxLength:
            return "Draw at the maximum game length";
        case Termination::TimeForfeit:
            return "Draw: time forfeit against insufficient mating material";
        case Termination::None:
            return "Draw";
        default:
            return "Draw (" + terminationName(termination) + ")";
        }
    }
    const std::string winner = result == GameResult::WhiteWins ? "White" : "Black";
    const std::string loser = result == GameResult::WhiteWins ? "Black" : "White";
    switch (termination) {
    case Termination::Checkmate:
        return winner + " wins by checkmate";
    case Termination::TimeForfeit:
        return winner + " wins on time";
    case Termination::Resignation:
        return winner + " wins by resignation";
    case Termination::Adjudication:
        return winner + " wins by adjudication";
    case Termination::IllegalMove:
        return winner + " wins: " + loser + " played an illegal move";
    case Termination::EngineCrash:
        return winner + " wins: " + loser + "'s engine crashed";
    case Termination::EngineStall:
        return winner + " wins: " + loser + "'s engine stopped responding";
    case Termination::Abandoned:
        return winner + " wins: " + loser + " abandoned the game";
    case Termination::MaxLength:
        return winner + " wins by adjudication at the maximum game length";
    case Termination::None:
        return winner + " wins";
    default:
        return winner + " wins (" + terminationName(termination) + ")";
    }
}

} // namespace eschess
