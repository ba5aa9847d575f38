#pragma once
// A game being analysed: the main line with its variations, as a tree of moves that can be
// edited — a move played away from the line starts a variation instead of cutting the game, a
// variation can be promoted or deleted, and every move carries its comment and NAGs. It converts
// to and from PgnGame, so what a file holds survives editing and saving.
//
// Nodes are named by ids that stay valid until the node is removed; the root (id 0) is the start
// position and has no move. children[0] of a node is the line's continuation, the others are
// its variations.

#include "core/position.h"
#include "notation/pgn.h"

#include <string>
#include <vector>

namespace eschess {

class GameTree {
  public:
    using NodeId = int;
    static constexpr NodeId kRoot = 0;
    static constexpr NodeId kNone = -1;

    explicit GameTree(Position start = Position());

    const Position& start() const { return m_start; }
    bool contains(NodeId id) const;
    NodeId parent(NodeId id) const { return m_nodes[size_t(id)].parent; }
    Move move(NodeId id) const { return m_nodes[size_t(id)].move; }
    const std::vector<NodeId>& children(NodeId id) const { return m_nodes[size_t(id)].children; }
    int ply(NodeId id) const;                  // moves from the root
    bool isMainLine(NodeId id) const;          // every node on its path is a first child
    NodeId mainLineNode(int ply) const;        // kNone past the end of the main line
    std::vector<NodeId> mainLine() const;      // the main line's nodes, the root left out
    std::vector<NodeId> path(NodeId id) const; // from the first move to id, the root left out
    std::vector<Move> movesTo(NodeId id) const;
    Position positionAt(NodeId id) const;

    // The child of `from` that plays m: the existing one, else a new one (the continuation when
    // `from` has none, a new variation otherwise). kNone when m is not legal there.
    NodeId addMove(NodeId from, Move m);
    // Moves the variation that id is in one level up (it changes places with the line it branches
    // from); false on the main line.
    bool promote(NodeId id);
    // The first node of the variation id is in (itself or an ancestor that is not a first child);
    // kRoot on the main line.
    NodeId variationStart(NodeId id) const;
    // Removes id with everything after it and its variations; false for the root.
    bool remove(NodeId id);

    const std::string& comment(NodeId id) const { return m_nodes[size_t(id)].comment; }
    void setComment(NodeId id, std::string text) { m_nodes[size_t(id)].comment = std::move(text); }
    const std::vector<int>& nags(NodeId id) const { return m_nodes[size_t(id)].nags; }
    void setNags(NodeId id, std::vector<int> nags) { m_nodes[size_t(id)].nags = std::move(nags); }
    // Sets a move-quality NAG (1-6), replacing any other of 1-6; the same one again clears it.
    void toggleMoveNag(NodeId id, int nag);
    std::string& preComment() { return m_preComment; } // before the first move
    const std::string& preComment() const { return m_preComment; }

    // The tree as the movetext of `game` (its tags and result are left alone).
    void writeTo(PgnGame& game) const;
    static GameTree fromPgn(const PgnGame& game);

  private:
    struct Node {
        Move move;
        NodeId parent = kNone;
        std::vector<NodeId> children;
        std::string comment;
        std::string before; // a comment before the move, kept for the first move of a variation
        std::vector<int> nags;
        bool alive = true;
    };
    void writeLine(NodeId first, PgnLine& line) const;
    void readLine(NodeId from, const PgnLine& line);

    Position m_start;
    std::vector<Node> m_nodes;
    std::string m_preComment;
};

} // namespace eschess
