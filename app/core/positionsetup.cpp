#include "app/core/positionsetup.h"

#include <algorithm>

namespace eschess::app {

namespace {

const CastlingPlacement& placementOf(CastlingRight right) {
    return *std::find_if(kCastlingPlacements.begin(), kCastlingPlacements.end(),
                         [right](const CastlingPlacement& p) { return p.right == right; });
}

} // namespace

PositionSetup::PositionSetup() {
    m_board.fill(NoPiece);
}

PositionSetup PositionSetup::standard() {
    return fromPosition(*Position::fromFen(Position::kStartFen));
}

PositionSetup PositionSetup::fromPosition(const Position& pos) {
    PositionSetup setup;
    for (int sq = SqA1; sq <= SqH8; ++sq) setup.m_board[sq] = pos.pieceOn(Square(sq));
    setup.m_side = pos.sideToMove();
    setup.m_chess960 = pos.isChess960();
    setup.m_castling = pos.castlingRights();
    setup.m_enPassant = pos.enPassantSquare();
    setup.m_halfmove = pos.halfmoveClock();
    setup.m_fullmove = pos.fullmoveNumber();
    return setup;
}

void PositionSetup::setPiece(Square sq, Piece piece) {
    if (isValid(sq)) m_board[sq] = piece;
}

void PositionSetup::movePiece(Square from, Square to) {
    if (!isValid(from) || !isValid(to) || from == to) return;
    m_board[to] = m_board[from];
    m_board[from] = NoPiece;
}

void PositionSetup::clearBoard() {
    m_board.fill(NoPiece);
}

void PositionSetup::setCastlingWanted(CastlingRight right, bool on) {
    m_castling = on ? (m_castling | right) : (m_castling & ~right);
}

bool PositionSetup::castlingPossible(CastlingRight right) const {
    const CastlingPlacement& p = placementOf(right);
    if (!m_chess960)
        return m_board[p.king] == makePiece(p.side, King) && m_board[p.rook] == makePiece(p.side, Rook);
    // The king on its first rank (the first one found there: the parser refuses two), and a
    // rook of its side beyond it towards the right's corner.
    const int rank = rankOf(p.king);
    int kingFile = -1;
    for (int f = 0; f < 8 && kingFile < 0; ++f)
        if (m_board[makeSquare(f, rank)] == makePiece(p.side, King)) kingFile = f;
    if (kingFile < 0) return false;
    const int step = fileOf(p.rook) == 7 ? 1 : -1;
    for (int f = kingFile + step; f >= 0 && f < 8; f += step)
        if (m_board[makeSquare(f, rank)] == makePiece(p.side, Rook)) return true;
    return false;
}

void PositionSetup::setCastlingFromPlacement() {
    m_castling = NoCastling;
    for (const CastlingPlacement& p : kCastlingPlacements)
        if (castlingPossible(p.right)) m_castling |= p.right;
}

std::vector<Square> PositionSetup::enPassantCandidates() const {
    // The same test as the FEN parser's: the pawn that moved two squares stands one rank
    // beyond the target, and the target and the square it came from are empty.
    std::vector<Square> squares;
    const int targetRank = m_side == White ? 5 : 2;
    const int push = pawnPush(m_side);
    for (int file = 0; file < 8; ++file) {
        const Square target = makeSquare(file, targetRank);
        if (m_board[target - push] == makePiece(~m_side, Pawn) && m_board[target] == NoPiece &&
            m_board[target + push] == NoPiece)
            squares.push_back(target);
    }
    return squares;
}

void PositionSetup::setHalfmoveClock(int plies) {
    m_halfmove = std::max(0, plies);
}

void PositionSetup::setFullmoveNumber(int number) {
    m_fullmove = std::max(1, number);
}

std::string PositionSetup::fen() const {
    // Only the rights the placement allows: the user's others wait for their king and rook.
    int rights = NoCastling;
    for (const CastlingPlacement& p : kCastlingPlacements)
        if (castlingWanted(p.right) && castlingPossible(p.right)) rights |= p.right;
    std::string out = fenPlacement(m_board);
    out += m_side == White ? " w " : " b ";
    out += fenCastling(rights);
    const std::vector<Square> candidates = enPassantCandidates();
    const bool enPassant = std::find(candidates.begin(), candidates.end(), m_enPassant) != candidates.end();
    out += ' ' + (enPassant ? squareName(m_enPassant) : std::string("-"));
    out += ' ' + std::to_string(m_halfmove) + ' ' + std::to_string(m_fullmove);
    return out;
}

Parsed<Position> PositionSetup::position() const {
    // In Chess960 the FEN's K and Q name the outermost rook (X-FEN), which castlingPossible asks for.
    return Position::fromFen(fen(), m_chess960);
}

} // namespace eschess::app
