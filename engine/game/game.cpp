#include "game/game.h"

#include "core/movegen.h"
#include "notation/san.h"
#include "notation/uci_move.h"

namespace eschess {

Game::Game(Position start) : m_start(std::move(start)), m_current(m_start) {}

bool Game::play(Move m) {
    if (m.isNull() || outcome().decided() || !m_current.isLegal(m)) return false;
    m_current.makeMove(m);
    m_moves.push_back(m);
    return true;
}

Parsed<Move> Game::playSan(std::string_view san) {
    if (outcome().decided()) return Parsed<Move>::failure("the game is over (" + outcome().reason() + ")");
    auto m = parseSan(m_current, san);
    if (m) play(*m);
    return m;
}

bool Game::undo() {
    if (m_moves.empty()) return false;
    m_current.unmakeMove();
    m_moves.pop_back();
    m_set = Outcome();
    return true;
}

Position Game::positionAt(int ply) const {
    Position pos = m_start;
    for (int i = 0; i < ply && i < int(m_moves.size()); ++i) pos.makeMove(m_moves[size_t(i)]);
    return pos;
}

std::string Game::sanAt(int ply) const {
    if (ply < 0 || ply >= int(m_moves.size())) return {};
    return toSan(positionAt(ply), m_moves[size_t(ply)]);
}

Outcome Game::automaticOutcome() const {
    const Position& pos = m_current;
    if (legalMoves(pos).empty()) {
        if (pos.inCheck())
            return {pos.sideToMove() == White ? GameResult::BlackWins : GameResult::WhiteWins,
                    Termination::Checkmate};
        return {GameResult::Draw, Termination::Stalemate};
    }
    if (pos.hasInsufficientMaterial()) return {GameResult::Draw, Termination::InsufficientMaterial};
    if (pos.repetitionCount() >= 4) return {GameResult::Draw, Termination::FivefoldRepetition};
    if (pos.halfmoveClock() >= 150) return {GameResult::Draw, Termination::SeventyFiveMoveRule};
    return {};
}

Outcome Game::claimableDraw() const {
    if (automaticOutcome().decided()) return {};
    if (m_current.repetitionCount() >= 2) return {GameResult::Draw, Termination::ThreefoldRepetition};
    if (m_current.halfmoveClock() >= 100) return {GameResult::Draw, Termination::FiftyMoveRule};
    return {};
}

bool Game::canClaimDraw() const {
    return claimableDraw().decided();
}

void Game::setOutcome(Outcome o) {
    m_set = o;
}

Outcome Game::outcome() const {
    return m_set.decided() ? m_set : automaticOutcome();
}

PgnGame Game::toPgn() const {
    PgnGame pgn;
    pgn.start = m_start;
    pgn.moves = m_moves;
    pgn.comments.assign(m_moves.size(), std::string());
    const Outcome o = outcome();
    pgn.result = resultString(o.result);
    pgn.setTag("Result", pgn.result);
    if (m_start.isChess960()) pgn.setTag("Variant", "Chess960");
    if (m_start.isChess960() || m_start.fen() != Position::kStartFen) {
        pgn.setTag("SetUp", "1");
        pgn.setTag("FEN", m_start.fen());
    }
    if (o.termination != Termination::None) pgn.setTag("Termination", terminationName(o.termination));
    return pgn;
}

Parsed<Game> Game::fromPgn(const PgnGame& pgn) {
    Game game(pgn.start);
    for (size_t i = 0; i < pgn.moves.size(); ++i) {
        if (!game.play(pgn.moves[i]))
            return Parsed<Game>::failure(
                "PGN: move " + std::to_string(i + 1) + " (" + toUci(pgn.moves[i]) + ") cannot be played: " +
                (game.outcome().decided() ? "the game is already over" : "it is illegal"));
    }
    const GameResult result = parseResult(pgn.result);
    if (result != GameResult::None && !game.automaticOutcome().decided())
        game.setOutcome({result, terminationFromName(pgn.tag("Termination"))});
    return game;
}

} // namespace eschess
