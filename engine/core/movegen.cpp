#include "core/movegen.h"

namespace eschess {

namespace {

template <GenType Type> void addPromotions(MoveList& list, Square from, Square to, bool capture) {
    // Queen promotions count as noisy; under-promotions are noisy only when they capture,
    // so quiescence sees the queen push and the quiet list keeps the rarer choices.
    if (Type != GenType::Quiet) list.push(Move(from, to, MoveKind::Promotion, Queen));
    if (Type == GenType::All || (Type == GenType::Noisy && capture) || (Type == GenType::Quiet && !capture)) {
        list.push(Move(from, to, MoveKind::Promotion, Rook));
        list.push(Move(from, to, MoveKind::Promotion, Bishop));
        list.push(Move(from, to, MoveKind::Promotion, Knight));
    }
}

template <Color Us, GenType Type>
void generatePawnMoves(const Position& pos, MoveList& list, Bitboard checkMask, Bitboard pinned, Square king) {
    constexpr Color Them = Us == White ? Black : White;
    constexpr int Up = Us == White ? North : South;
    constexpr int UpLeft = Us == White ? North + West : South + East;
    constexpr int UpRight = Us == White ? North + East : South + West;
    constexpr Bitboard Rank7 = rankBB(Us == White ? 6 : 1);
    constexpr Bitboard Rank3 = rankBB(Us == White ? 2 : 5);

    const Bitboard empty = ~pos.pieces();
    const Bitboard enemies = pos.pieces(Them);
    const Bitboard pawns = pos.pieces(Us, Pawn);

    // Pinned pawns may move only along the pin line; handle them one at a time below.
    for (Bitboard movers : {pawns & ~pinned, pawns & pinned}) {
        if (!movers) continue;
        const bool pinnedSet = movers & pinned;
        auto allowed = [&](Square from, Square to) {
            return !pinnedSet || (attacks::line[king][from] & squareBB(to));
        };

        const Bitboard promoting = movers & Rank7, normal = movers & ~Rank7;

        if (Type != GenType::Noisy) {
            Bitboard push1 = shift<Up>(normal) & empty;
            Bitboard push2 = shift<Up>(push1 & Rank3) & empty;
            push1 &= checkMask;
            push2 &= checkMask;
            while (push1) {
                Square to = popLsb(push1);
                if (allowed(to - Up, to)) list.push(Move(to - Up, to));
            }
            while (push2) {
                Square to = popLsb(push2);
                if (allowed(to - Up - Up, to)) list.push(Move(to - Up - Up, to));
            }
        }
        if (Type != GenType::Quiet) {
            Bitboard left = shift<UpLeft>(normal) & enemies & checkMask;
            Bitboard right = shift<UpRight>(normal) & enemies & checkMask;
            while (left) {
                Square to = popLsb(left);
                if (allowed(to - UpLeft, to)) list.push(Move(to - UpLeft, to));
            }
            while (right) {
                Square to = popLsb(right);
                if (allowed(to - UpRight, to)) list.push(Move(to - UpRight, to));
            }
        }
        if (promoting) {
            Bitboard push = shift<Up>(promoting) & empty & checkMask;
            Bitboard left = shift<UpLeft>(promoting) & enemies & checkMask;
            Bitboard right = shift<UpRight>(promoting) & enemies & checkMask;
            while (push) {
                Square to = popLsb(push);
                if (allowed(to - Up, to)) addPromotions<Type>(list, to - Up, to, false);
            }
            while (left) {
                Square to = popLsb(left);
                if (allowed(to - UpLeft, to)) addPromotions<Type>(list, to - UpLeft, to, true);
            }
            while (right) {
                Square to = popLsb(right);
                if (allowed(to - UpRight, to)) addPromotions<Type>(list, to - UpRight, to, true);
            }
        }
    }

    // En passant: test the resulting position directly, which covers the rank pin of both pawns.
    const Square ep = pos.enPassantSquare();
    if (Type != GenType::Quiet && ep != SqNone) {
        const Square victim = ep - Up;
        if (!(checkMask & (squareBB(ep) | squareBB(victim)))) return;
        Bitboard candidates = attacks::pawn[Them][ep] & pawns;
        while (candidates) {
            Square from = popLsb(candidates);
            Bitboard occupied = (pos.pieces() ^ squareBB(from) ^ squareBB(victim)) | squareBB(ep);
            Bitboard attackers = pos.attackersTo(king, occupied) & enemies & ~squareBB(victim);
            if (!attackers) list.push(Move(from, ep, MoveKind::EnPassant));
        }
    }
}

template <Color Us, GenType Type> void generateAll(const Position& pos, MoveList& list) {
    constexpr Color Them = Us == White ? Black : White;
    const Square king = pos.kingSquare(Us);
    const Bitboard us = pos.pieces(Us), them = pos.pieces(Them);
    const Bitboard checkers = pos.checkers();
    const Bitboard targetKind = Type == GenType::All ? ~us : Type == GenType::Noisy ? them : ~pos.pieces();

    // King moves: the destination must not be attacked once the king has left its square.
    {
        const Bitboard occupiedWithoutKing = pos.pieces() ^ squareBB(king);
        Bitboard targets = attacks::king[king] & targetKind;
        while (targets) {
            Square to = popLsb(targets);
            if (!(pos.attackersTo(to, occupiedWithoutKing) & them)) list.push(Move(king, to));
        }
    }
    if (moreThanOne(checkers)) return; // double check: only the king may move

    const Bitboard checkMask = checkers ? attacks::between[king][lsb(checkers)] | checkers : ~Bitboard(0);
    const Bitboard pinned = pos.blockersForKing(Us) & us;

    generatePawnMoves<Us, Type>(pos, list, checkMask, pinned, king);

    const Bitboard occupied = pos.pieces();
    const Bitboard targets = targetKind & checkMask;
    for (PieceType pt : {Knight, Bishop, Rook, Queen}) {
        Bitboard movers = pos.pieces(Us, pt);
        if (pt == Knight) movers &= ~pinned; // a pinned knight can never move
        while (movers) {
            Square from = popLsb(movers);
            Bitboard b = attacks::of(pt, from, occupied) & targets;
            if (pinned & squareBB(from)) b &= attacks::line[king][from];
            while (b) list.push(Move(from, popLsb(b)));
        }
    }

    if (Type != GenType::Noisy && !checkers) {
        for (const bool kingSide : {true, false}) {
            const CastlingRight right = castlingRight(Us, kingSide);
            if (!pos.canCastle(right) || (occupied & pos.castlingPath(right))) continue;
            bool safe = true;
            for (Bitboard crossed = pos.castlingKingPath(right); crossed && safe;)
                safe = !(pos.attackersTo(popLsb(crossed)) & them);
            if (!safe) continue;
            const Square kingTo = castlingKingTo(Us, kingSide);
            // Chess960: the castling rook itself may have shielded the king's new square from a
            // rook or queen along the first rank (in standard chess nothing stands beyond it).
            if (pos.isChess960() &&
                (pos.attackersTo(kingTo, occupied ^ squareBB(pos.castlingRookSquare(right))) &
                 pos.pieces(Them, Rook, Queen)))
                continue;
            list.push(Move(king, kingTo, MoveKind::Castling));
        }
    }
}

} // namespace

template <GenType Type> void generate(const Position& pos, MoveList& list) {
    if (pos.sideToMove() == White) generateAll<White, Type>(pos, list);
    else generateAll<Black, Type>(pos, list);
}

template void generate<GenType::All>(const Position&, MoveList&);
template void generate<GenType::Noisy>(const Position&, MoveList&);
template void generate<GenType::Quiet>(const Position&, MoveList&);

} // namespace eschess
