#include "game/gametree.h"

#include <algorithm>

namespace eschess {

GameTree::GameTree(Position start) : m_start(std::move(start)), m_nodes(1) {}

bool GameTree::contains(NodeId id) const {
    return id >= 0 && size_t(id) < m_nodes.size() && m_nodes[size_t(id)].alive;
}

int GameTree::ply(NodeId id) const {
    int n = 0;
    for (; id != kRoot; id = parent(id)) ++n;
    return n;
}

bool GameTree::isMainLine(NodeId id) const {
    return variationStart(id) == kRoot;
}

GameTree::NodeId GameTree::mainLineNode(int ply) const {
    NodeId id = kRoot;
    for (int i = 0; i < ply; ++i) {
        if (children(id).empty()) return kNone;
        id = children(id).front();
    }
    return id;
}

std::vector<GameTree::NodeId> GameTree::mainLine() const {
    std::vector<NodeId> line;
    for (NodeId id = kRoot; !children(id).empty();) line.push_back(id = children(id).front());
    return line;
}

std::vector<GameTree::NodeId> GameTree::path(NodeId id) const {
    std::vector<NodeId> out;
    for (; id != kRoot; id = parent(id)) out.push_back(id);
    std::reverse(out.begin(), out.end());
    return out;
}

std::vector<Move> GameTree::movesTo(NodeId id) const {
    std::vector<Move> out;
    for (NodeId n : path(id)) out.push_back(move(n));
    return out;
}

Position GameTree::positionAt(NodeId id) const {
    Position pos = m_start;
    for (NodeId n : path(id)) pos.makeMove(move(n));
    return pos;
}

GameTree::NodeId GameTree::addMove(NodeId from, Move m) {
    for (NodeId c : children(from))
        if (move(c) == m) return c;
    if (!positionAt(from).isLegal(m)) return kNone;
    const NodeId id = NodeId(m_nodes.size());
    Node node;
    node.move = m;
    node.parent = from;
    m_nodes.push_back(std::move(node));
    m_nodes[size_t(from)].children.push_back(id);
    return id;
}

GameTree::NodeId GameTree::variationStart(NodeId id) const {
    for (; id != kRoot; id = parent(id))
        if (children(parent(id)).front() != id) return id;
    return kRoot;
}

bool GameTree::promote(NodeId id) {
    const NodeId start = variationStart(id);
    if (start == kRoot) return false;
    auto& siblings = m_nodes[size_t(parent(start))].children;
    const auto at = std::find(siblings.begin(), siblings.end(), start);
    std::rotate(siblings.begin(), at, at + 1); // it becomes the continuation; the old one its first variation
    return true;
}

bool GameTree::remove(NodeId id) {
    if (id == kRoot || !contains(id)) return false;
    auto& siblings = m_nodes[size_t(parent(id))].children;
    siblings.erase(std::find(siblings.begin(), siblings.end(), id));
    std::vector<NodeId> stack{id};
    while (!stack.empty()) {
        Node& n = m_nodes[size_t(stack.back())];
        stack.pop_back();
        n.alive = false;
        stack.insert(stack.end(), n.children.begin(), n.children.end());
        n.children.clear();
    }
    return true;
}

void GameTree::toggleMoveNag(NodeId id, int nag) {
    std::vector<int>& nags = m_nodes[size_t(id)].nags;
    const bool had = std::find(nags.begin(), nags.end(), nag) != nags.end();
    nags.erase(std::remove_if(nags.begin(), nags.end(), [](int n) { return n >= 1 && n <= 6; }), nags.end());
    if (!had) nags.insert(nags.begin(), nag);
}

void GameTree::writeLine(NodeId first, PgnLine& line) const {
    line.preComment = m_nodes[size_t(first)].before;
    for (NodeId id = first;;) {
        const Node& n = m_nodes[size_t(id)];
        line.moves.push_back(n.move);
        line.comments.push_back(n.comment);
        line.nags.push_back(n.nags);
        auto& variations = line.variations.emplace_back();
        const auto& siblings = children(n.parent);
        for (size_t i = 1; i < siblings.size() && siblings.front() == id; ++i)
            writeLine(siblings[i], variations.emplace_back());
        if (n.children.empty()) return;
        id = n.children.front();
    }
}

void GameTree::writeTo(PgnGame& game) const {
    static_cast<PgnLine&>(game) = PgnLine();
    game.start = m_start;
    if (!children(kRoot).empty()) writeLine(children(kRoot).front(), game);
    game.preComment = m_preComment;
}

void GameTree::readLine(NodeId from, const PgnLine& line) {
    NodeId at = from;
    for (size_t i = 0; i < line.moves.size(); ++i) {
        const NodeId id = addMove(at, line.moves[i]);
        if (id == kNone) return;
        if (i == 0 && from != kRoot) m_nodes[size_t(id)].before = line.preComment;
        if (i < line.comments.size()) m_nodes[size_t(id)].comment = line.comments[i];
        if (i < line.nags.size()) m_nodes[size_t(id)].nags = line.nags[i];
        if (i < line.variations.size())
            for (const PgnLine& v : line.variations[i]) readLine(at, v);
        at = id;
    }
}

GameTree GameTree::fromPgn(const PgnGame& game) {
    GameTree tree(game.start);
    tree.m_preComment = game.preComment;
    tree.readLine(kRoot, game);
    return tree;
}

} // namespace eschess
