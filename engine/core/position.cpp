#include "core/position.h"

#include "core/movegen.h"
#include "core/piece_values.h"
#include "core/zobrist.h"

#include <algorithm>
#include <cstring>
#include <mutex>
#include <sstream>

namespace eschess {

std::int32_t psqTable[PsqSetCount][PieceCount][SquareCount];

namespace {

// The textbook values; the king outweighs any exchange, so it can only be the last to capture.
constexpr Value kSeeValue[PieceTypeCount] = {0,
                                             kTextbookValue[Pawn],
                                             kTextbookValue[Knight],
                                             kTextbookValue[Bishop],
                                             kTextbookValue[Rook],
                                             kTextbookValue[Queen],
                                             20000};

} // namespace

void Position::init() {
    // Threads may parse positions at the same time (parallel suites, matches): fill once.
    static std::once_flag once;
    std::call_once(once, [] {
        attacks::init();
        zobrist::init();
    });
}

Position::Position() {
    init();
    *this = *fromFen(kStartFen);
}

void Position::addCastlingRight(Color us, bool kingSide, Square kingSq, Square rookSq) {
    const CastlingRight r = castlingRight(us, kingSide);
    const int i = castlingIndex(r);
    const Square kingTo = castlingKingTo(us, kingSide), rookTo = castlingRookTo(us, kingSide);
    // The squares from a to b on one rank, both included.
    auto span = [](Square a, Square b) {
        Bitboard bb = 0;
        for (int s = std::min(a, b); s <= std::max(a, b); ++s) bb |= squareBB(Square(s));
        return bb;
    };
    st().castling |= r;
    m_castling.rook[i] = rookSq;
    m_castling.kingPath[i] = span(kingSq, kingTo) & ~squareBB(kingSq);
    m_castling.path[i] =
        (span(kingSq, kingTo) | span(rookSq, rookTo)) & ~squareBB(kingSq) & ~squareBB(rookSq);
    m_castling.lostAt[kingSq] |= r;
    m_castling.lostAt[rookSq] |= r;
}

void Position::putPiece(Piece p, Square s) {
    m_board[s] = p;
    Bitboard b = squareBB(s);
    m_byType[typeOf(p)] |= b;
    m_byColor[colorOf(p)] |= b;
    m_psq[0] += psqTable[0][p][s];
    m_psq[1] += psqTable[1][p][s];
}

void Position::removePiece(Square s) {
    Piece p = m_board[s];
    Bitboard b = squareBB(s);
    m_byType[typeOf(p)] ^= b;
    m_byColor[colorOf(p)] ^= b;
    m_board[s] = NoPiece;
    m_psq[0] -= psqTable[0][p][s];
    m_psq[1] -= psqTable[1][p][s];
}

void Position::movePiece(Square from, Square to) {
    Piece p = m_board[from];
    Bitboard fromTo = squareBB(from) | squareBB(to);
    m_byType[typeOf(p)] ^= fromTo;
    m_byColor[colorOf(p)] ^= fromTo;
    m_board[from] = NoPiece;
    m_board[to] = p;
    m_psq[0] += psqTable[0][p][to] - psqTable[0][p][from];
    m_psq[1] += psqTable[1][p][to] - psqTable[1][p][from];
}

Bitboard Position::attackersTo(Square s, Bitboard occupied) const {
    return (attacks::pawn[Black][s] & pieces(White, Pawn)) | (attacks::pawn[White][s] & pieces(Black, Pawn)) |
           (attacks::knight[s] & pieces(Knight)) | (attacks::king[s] & pieces(King)) |
           (attacks::rook(s, occupied) & pieces(Rook, Queen)) |
           (attacks::bishop(s, occupied) & pieces(Bishop, Queen));
}

// Pieces (of either colour) that are the only piece between target and one of the sliders.
Bitboard Position::sliderBlockers(Bitboard sliders, Square target) const {
    Bitboard blockers = 0;
    Bitboard snipers = ((attacks::rook(target, 0) & pieces(Rook, Queen)) |
                        (attacks::bishop(target, 0) & pieces(Bishop, Queen))) &
                       sliders;
    Bitboard occupied = pieces() ^ snipers;
    while (snipers) {
        Square sniper = popLsb(snipers);
        Bitboard b = attacks::between[target][sniper] & occupied;
        if (b && !moreThanOne(b)) blockers |= b;
    }
    return blockers;
}

void Position::updateCheckInfo() {
    State& s = st();
    s.checkers = attackersTo(kingSquare(m_side)) & pieces(~m_side);
    s.blockers[White] = sliderBlockers(pieces(Black), kingSquare(White));
    s.blockers[Black] = sliderBlockers(pieces(White), kingSquare(Black));
    const Square theirKing = kingSquare(~m_side);
    s.checkSquares[Pawn] = attacks::pawn[~m_side][theirKing];
    s.checkSquares[Knight] = attacks::knight[theirKing];
    s.checkSquares[Bishop] = attacks::bishop(theirKing, pieces());
    s.checkSquares[Rook] = attacks::rook(theirKing, pieces());
    s.checkSquares[Queen] = s.checkSquares[Bishop] | s.checkSquares[Rook];
    s.checkSquares[King] = 0;
}

Piece Position::capturedPiece(Move m) const {
    if (m.kind() == MoveKind::EnPassant) return makePiece(~m_side, Pawn);
    if (m.kind() == MoveKind::Castling) return NoPiece;
    return m_board[m.to()];
}

namespace {
// The piece types of Position::minorKey, listed once for makeMove's updates and the full
// computation alike.
constexpr PieceType minorKeyTypes[] = {Knight, Bishop, King};

bool isMinorKeyPiece(Piece p) {
    for (PieceType t : minorKeyTypes)
        if (typeOf(p) == t) return true;
    return false;
}
} // namespace

void Position::makeMove(Move m) {
    const Color us = m_side, them = ~us;
    const Square from = m.from(), to = m.to();
    const Piece pc = m_board[from];

    State next;
    const State& prev = st();
    next.key = prev.key ^ zobrist::sideToMove;
    next.pawnKey = prev.pawnKey;
    next.nonPawnKey[White] = prev.nonPawnKey[White];
    next.nonPawnKey[Black] = prev.nonPawnKey[Black];
    next.minorKey = prev.minorKey;
    next.castling = prev.castling;
    next.halfmoveClock = prev.halfmoveClock + 1;
    next.pliesFromNull = prev.pliesFromNull + 1;
    next.move = m;
    if (prev.epSquare != SqNone) next.key ^= zobrist::enPassantFile[fileOf(prev.epSquare)];

    if (m.kind() == MoveKind::Castling) {
        // Both pieces are lifted before either lands: in Chess960 the king may land on the
        // rook's square or stay where it is, and the rook may land on the king's square.
        const RookMove r = castlingRookMove(us, m);
        const Piece rook = m_board[r.from];
        removePiece(from);
        removePiece(r.from);
        putPiece(pc, to);
        putPiece(rook, r.to);
        const Key moved = zobrist::psq[pc][from] ^ zobrist::psq[pc][to] ^ zobrist::psq[rook][r.from] ^
                          zobrist::psq[rook][r.to];
        next.key ^= moved;
        next.nonPawnKey[us] ^= moved;
        if (isMinorKeyPiece(pc)) next.minorKey ^= zobrist::psq[pc][from] ^ zobrist::psq[pc][to];
    } else {
        Square capSq = m.kind() == MoveKind::EnPassant ? to - pawnPush(us) : to;
        Piece captured = m_board[capSq];
        if (captured != NoPiece) {
            next.key ^= zobrist::psq[captured][capSq];
            if (typeOf(captured) == Pawn) next.pawnKey ^= zobrist::psq[captured][capSq];
            else next.nonPawnKey[them] ^= zobrist::psq[captured][capSq];
            if (isMinorKeyPiece(captured)) next.minorKey ^= zobrist::psq[captured][capSq];
            removePiece(capSq);
            next.halfmoveClock = 0;
            next.captured = captured;
        }
        movePiece(from, to);
        const Key moved = zobrist::psq[pc][from] ^ zobrist::psq[pc][to];
        next.key ^= moved;
        if (typeOf(pc) != Pawn) {
            next.nonPawnKey[us] ^= moved;
            if (isMinorKeyPiece(pc)) next.minorKey ^= moved;
        } else {
            next.halfmoveClock = 0;
            next.pawnKey ^= zobrist::psq[pc][from];
            if (m.kind() == MoveKind::Promotion) {
                Piece promoted = makePiece(us, m.promotion());
                removePiece(to);
                putPiece(promoted, to);
                next.key ^= zobrist::psq[pc][to] ^ zobrist::psq[promoted][to];
                next.nonPawnKey[us] ^= zobrist::psq[promoted][to];
                if (isMinorKeyPiece(promoted)) next.minorKey ^= zobrist::psq[promoted][to];
            } else {
                next.pawnKey ^= zobrist::psq[pc][to];
                // Record the en-passant square only when a capture there is possible at all.
                if ((int(to) ^ int(from)) == 16 &&
                    (attacks::pawn[us][from + pawnPush(us)] & pieces(them, Pawn))) {
                    next.epSquare = from + pawnPush(us);
                    next.key ^= zobrist::enPassantFile[fileOf(next.epSquare)];
                }
            }
        }
    }

    std::uint8_t lost = m_castling.lostAt[from] | m_castling.lostAt[to];
    if (next.castling & lost) {
        next.key ^= zobrist::castling[next.castling];
        next.castling &= ~lost;
        next.key ^= zobrist::castling[next.castling];
    }

    m_side = them;
    ++m_gamePly;
    m_states.push_back(next);
    updateCheckInfo();
}

void Position::unmakeMove() {
    const State s = st();
    m_states.pop_back();
    m_side = ~m_side;
    --m_gamePly;
    const Move m = s.move;
    const Square from = m.from(), to = m.to();

    if (m.kind() == MoveKind::Castling) {
        const RookMove r = castlingRookMove(m_side, m);
        const Piece king = m_board[to], rook = m_board[r.to];
        removePiece(to);
        removePiece(r.to);
        putPiece(king, from);
        putPiece(rook, r.from);
        return;
    }
    if (m.kind() == MoveKind::Promotion) {
        removePiece(to);
        putPiece(makePiece(m_side, Pawn), to);
    }
    movePiece(to, from);
    if (s.captured != NoPiece) {
        Square capSq = m.kind() == MoveKind::EnPassant ? to - pawnPush(m_side) : to;
        putPiece(s.captured, capSq);
    }
}

void Position::makeNullMove() {
    State next = st();
    next.key ^= zobrist::sideToMove;
    if (next.epSquare != SqNone) next.key ^= zobrist::enPassantFile[fileOf(next.epSquare)];
    next.epSquare = SqNone;
    next.halfmoveClock++;
    next.pliesFromNull = 0;
    next.captured = NoPiece;
    next.move = Move::nullMove();
    m_side = ~m_side;
    ++m_gamePly;
    m_states.push_back(next);
    updateCheckInfo();
}

void Position::unmakeNullMove() {
    m_states.pop_back();
    m_side = ~m_side;
    --m_gamePly;
}

bool Position::isLegal(Move m) const {
    if (m.isNull() || m == Move::nullMove()) return false;
    Piece pc = m_board[m.from()];
    if (pc == NoPiece || colorOf(pc) != m_side) return false;
    MoveList list;
    generateLegal(*this, list);
    return std::find(list.begin(), list.end(), m) != list.end();
}

// Decided on the board after the move without making it: the search asks this of nearly every
// move it tries, and copying the position (with its undo history) cost more than the answer.
bool Position::givesCheck(Move m) const {
    const Color us = m_side;
    const Square from = m.from(), to = m.to();
    const Square theirKing = kingSquare(~us);
    if (m.kind() == MoveKind::Normal) {
        // Most moves: a direct check from the table made with the position, or a discovered one
        // (the piece stood alone between one of our sliders and their king, and leaves the line).
        // A slider's own square on a line to their king cannot hide a direct check behind it:
        // it would check them already, with us to move.
        if (st().checkSquares[typeOf(m_board[from])] & squareBB(to)) return true;
        return (st().blockers[~us] & squareBB(from)) && !aligned(from, to, theirKing);
    }
    // Promotions, en passant and castling change more than one line: worked out in full.
    const PieceType moved = m.isPromotion() ? m.promotion() : typeOf(m_board[from]);

    Bitboard occupied = (pieces() ^ squareBB(from)) | squareBB(to);
    Bitboard diagonal = pieces(us, Bishop, Queen) & ~squareBB(from);
    Bitboard straight = pieces(us, Rook, Queen) & ~squareBB(from);
    if (m.kind() == MoveKind::EnPassant) occupied ^= squareBB(to - pawnPush(us));
    if (m.kind() == MoveKind::Castling) {
        // Set operations that hold when the Chess960 king and rook squares overlap.
        const RookMove r = castlingRookMove(us, m);
        occupied = (pieces() & ~squareBB(from) & ~squareBB(r.from)) | squareBB(to) | squareBB(r.to);
        straight = (straight & ~squareBB(r.from)) | squareBB(r.to);
    } else {
        if (moved == Bishop || moved == Queen) diagonal |= squareBB(to);
        if (moved == Rook || moved == Queen) straight |= squareBB(to);
        if (moved == Pawn && (attacks::pawn[us][to] & squareBB(theirKing))) return true;
        if (moved == Knight && (attacks::knight[to] & squareBB(theirKing))) return true;
    }
    return (attacks::bishop(theirKing, occupied) & diagonal) || (attacks::rook(theirKing, occupied) & straight);
}

bool Position::isRepetition(bool countOnce) const {
    const int needed = countOnce ? 1 : 2;
    int found = 0;
    const int end = std::min(st().halfmoveClock, st().pliesFromNull);
    const int last = int(m_states.size()) - 1;
    for (int i = 4; i <= end && last - i >= 0; i += 2)
        if (m_states[last - i].key == st().key && ++found >= needed) return true;
    return false;
}

int Position::repetitionCount() const {
    int found = 0;
    const int last = int(m_states.size()) - 1;
    for (int i = 4; i <= st().halfmoveClock && last - i >= 0; i += 2)
        if (m_states[last - i].key == st().key) ++found;
    return found;
}

bool Position::hasInsufficientMaterial() const {
    if (pieces(Pawn) | pieces(Rook) | pieces(Queen)) return false;
    const Bitboard minors = pieces(Knight) | pieces(Bishop);
    if (popCount(minors) <= 1) return true; // K v K, K+minor v K
    // Only bishops, all on squares of one colour: no mate is possible.
    if (!pieces(Knight)) {
        const Bitboard b = pieces(Bishop);
        return (b & kDarkSquares) == b || (b & ~kDarkSquares) == b;
    }
    return false;
}

std::int32_t Position::computePsq(PsqSet set) const {
    std::int32_t sum = 0;
    for (Square s = SqA1; s <= SqH8; ++s)
        if (m_board[s] != NoPiece) sum += psqTable[set][m_board[s]][s];
    return sum;
}

void Position::refreshPsq() {
    m_psq[0] = computePsq(PsqSimplified);
    m_psq[1] = computePsq(PsqTapered);
}

Key Position::keyAfter(Move m) const {
    const Square from = m.from(), to = m.to();
    const Piece pc = m_board[from];
    Key k = st().key ^ zobrist::sideToMove ^ zobrist::psq[pc][from] ^ zobrist::psq[pc][to];
    if (m.kind() != MoveKind::Castling && m_board[to] != NoPiece) k ^= zobrist::psq[m_board[to]][to];
    if (st().epSquare != SqNone) k ^= zobrist::enPassantFile[fileOf(st().epSquare)];
    return k;
}

Key Position::computeKey() const {
    Key k = 0;
    for (Square s = SqA1; s <= SqH8; ++s)
        if (m_board[s] != NoPiece) k ^= zobrist::psq[m_board[s]][s];
    k ^= zobrist::castling[st().castling];
    if (st().epSquare != SqNone) k ^= zobrist::enPassantFile[fileOf(st().epSquare)];
    if (m_side == Black) k ^= zobrist::sideToMove;
    return k;
}

Key Position::computeNonPawnKey(Color c) const { return placementKey(pieces(c) & ~pieces(Pawn)); }

Key Position::computeMinorKey() const {
    Bitboard squares = 0;
    for (PieceType t : minorKeyTypes) squares |= pieces(t);
    return placementKey(squares);
}

Key Position::computePawnKey() const { return placementKey(pieces(Pawn)); }

Key Position::placementKey(Bitboard squares) const {
    Key k = 0;
    while (squares) {
        Square s = popLsb(squares);
        k ^= zobrist::psq[m_board[s]][s];
    }
    return k;
}

// Swap-list exchange on the target square, with x-ray attackers revealed as pieces leave.
bool Position::seeGE(Move m, Value threshold) const {
    if (m.kind() != MoveKind::Normal) return 0 >= threshold;
    const Square from = m.from(), to = m.to();
    int swap = kSeeValue[typeOf(m_board[to])] - threshold;
    if (swap < 0) return false;
    swap = kSeeValue[typeOf(m_board[from])] - swap;
    if (swap <= 0) return true;

    Bitboard occupied = pieces() ^ squareBB(from) ^ squareBB(to);
    Color stm = m_side;
    Bitboard attackers = attackersTo(to, occupied);
    int res = 1;
    while (true) {
        stm = ~stm;
        attackers &= occupied;
        Bitboard stmAttackers = attackers & pieces(stm);
        if (!stmAttackers) break;
        // A pinned piece may not take part while its pinner is still on the board.
        if (st().blockers[stm] & stmAttackers) {
            Bitboard pinned = st().blockers[stm] & pieces(stm);
            Bitboard allowed = stmAttackers;
            Bitboard pinners = (attacks::rook(kingSquare(stm), 0) & pieces(~stm, Rook, Queen)) |
                               (attacks::bishop(kingSquare(stm), 0) & pieces(~stm, Bishop, Queen));
            if (pinners & occupied) allowed &= ~pinned;
            stmAttackers = allowed;
            if (!stmAttackers) break;
        }
        res ^= 1;
        Bitboard bb;
        if ((bb = stmAttackers & pieces(Pawn))) {
            if ((swap = kSeeValue[Pawn] - swap) < res) break;
            occupied ^= bb & -bb;
            attackers |= attacks::bishop(to, occupied) & pieces(Bishop, Queen);
        } else if ((bb = stmAttackers & pieces(Knight))) {
            if ((swap = kSeeValue[Knight] - swap) < res) break;
            occupied ^= bb & -bb;
        } else if ((bb = stmAttackers & pieces(Bishop))) {
            if ((swap = kSeeValue[Bishop] - swap) < res) break;
            occupied ^= bb & -bb;
            attackers |= attacks::bishop(to, occupied) & pieces(Bishop, Queen);
        } else if ((bb = stmAttackers & pieces(Rook))) {
            if ((swap = kSeeValue[Rook] - swap) < res) break;
            occupied ^= bb & -bb;
            attackers |= attacks::rook(to, occupied) & pieces(Rook, Queen);
        } else if ((bb = stmAttackers & pieces(Queen))) {
            if ((swap = kSeeValue[Queen] - swap) < res) break;
            occupied ^= bb & -bb;
            attackers |= (attacks::bishop(to, occupied) & pieces(Bishop, Queen)) |
                         (attacks::rook(to, occupied) & pieces(Rook, Queen));
        } else {
            // The king can take only if the other side has no attackers left.
            return (attackers & ~pieces(stm)) ? res ^ 1 : res;
        }
    }
    return bool(res);
}

// Exact exchange value by binary search over seeGE (values are multiples of 100).
Value Position::see(Move m) const {
    if (m.kind() != MoveKind::Normal) return m.isPromotion() ? kSeeValue[m.promotion()] - kSeeValue[Pawn] : 0;
    int lo = -kSeeValue[Queen] - 100, hi = kSeeValue[Queen] + 100; // seeGE(lo) true, seeGE(hi+1) false
    while (lo < hi) {
        int mid = lo + (hi - lo + 1) / 2;
        if (seeGE(m, mid)) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

std::string Position::pretty() const {
    std::ostringstream out;
    out << " +---+---+---+---+---+---+---+---+\n";
    for (int r = 7; r >= 0; --r) {
        for (int f = 0; f < 8; ++f) out << " | " << pieceChar(m_board[makeSquare(f, r)]);
        out << " | " << (r + 1) << "\n +---+---+---+---+---+---+---+---+\n";
    }
    out << "   a   b   c   d   e   f   g   h\n\nFen: " << fen() << "\nKey: " << std::hex << std::uppercase
        << key() << std::dec << "\nCheckers:";
    Bitboard c = checkers();
    while (c) out << ' ' << squareName(popLsb(c));
    out << "\n";
    return out.str();
}

} // namespace eschess
