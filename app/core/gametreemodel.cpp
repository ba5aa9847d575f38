#include "app/core/gametreemodel.h"

#include "app/core/displaysan.h"
#include "app/core/gamecontroller.h"
#include "app/core/player.h"

#include "notation/san.h"

#include <QRegularExpression>

#include <algorithm>

namespace eschess::app {

using eschess::GameTree;
using NodeId = GameTree::NodeId;

GameTreeModel::GameTreeModel(GameController* game, QObject* parent) : QObject(parent), m_game(game) {
    connect(m_game, &GameController::gameStarted, this, [this] {
        m_tree = GameTree(m_game->startPosition());
        m_variation = GameTree::kNone;
        m_evaluations.clear();
        sync();
    });
    connect(m_game, &GameController::positionChanged, this, &GameTreeModel::sync);
    connect(m_game, &GameController::viewChanged, this, [this] {
        m_variation = GameTree::kNone; // the controller's cursor moved: back on the main line
        emit changed();
    });
    sync();
}

// Makes the tree's main line the controller's moves: new moves are added, a takeback or a new
// game cuts what the controller no longer has. Variations off the kept part stay.
void GameTreeModel::sync() {
    if (m_tree.start().fen() != m_game->startPosition().fen()) {
        m_tree = GameTree(m_game->startPosition());
        m_evaluations.clear();
    }
    NodeId at = GameTree::kRoot;
    const auto& moves = m_game->moves();
    for (size_t i = 0; i < moves.size(); ++i) {
        const eschess::Move m = moves[i];
        const auto& children = m_tree.children(at);
        if (!children.empty() && m_tree.move(children.front()) != m) {
            // The controller's line left the tree's main line here (a takeback and another move).
            NodeId existing = GameTree::kNone;
            for (NodeId c : children)
                if (m_tree.move(c) == m) existing = c;
            if (existing == GameTree::kNone) m_tree.remove(children.front());
            else while (m_tree.children(at).front() != existing) m_tree.promote(existing);
        }
        const bool known = std::any_of(m_tree.children(at).begin(), m_tree.children(at).end(),
                                       [&](NodeId c) { return m_tree.move(c) == m; });
        const NodeId parent = at;
        at = m_tree.addMove(at, m);
        if (at == GameTree::kNone) break;
        if (!known && i < m_game->playedMoves().size()) recordPlayed(at, m_tree.positionAt(parent).sideToMove(), m_game->playedMoves()[i]);
    }
    if (at != GameTree::kNone && !m_tree.children(at).empty()) m_tree.remove(m_tree.children(at).front());
    if (m_variation != GameTree::kNone && !m_tree.contains(m_variation)) m_variation = GameTree::kNone;
    emit changed();
}

// A move just played goes into the record with what the game knew of it: the engine's score
// as [%eval] (White's view, which the evaluation graph draws) and the mover's clock as [%clk].
void GameTreeModel::recordPlayed(NodeId node, eschess::Color mover, const PlayedMove& played) {
    std::string comment = m_tree.comment(node);
    const QString eval = pgnEvalValue(played, mover);
    const QString clock = pgnClockValue(played);
    if (!eval.isEmpty()) comment = eschess::withPgnCommand(comment, "eval", eval.toStdString());
    if (!clock.isEmpty()) comment = eschess::withPgnCommand(comment, "clk", clock.toStdString());
    if (!eval.isEmpty() || !clock.isEmpty()) m_tree.setComment(node, comment);
}

NodeId GameTreeModel::current() const {
    if (m_variation != GameTree::kNone) return m_variation;
    const NodeId n = m_tree.mainLineNode(m_game->viewPly());
    return n == GameTree::kNone ? GameTree::kRoot : n;
}

eschess::Position GameTreeModel::shownPosition() const { return m_tree.positionAt(current()); }

eschess::Move GameTreeModel::shownLastMove() const {
    const NodeId n = current();
    return n == GameTree::kRoot ? eschess::Move() : m_tree.move(n);
}

GoRequest GameTreeModel::shownRequest() const {
    GoRequest r;
    r.start = m_tree.start();
    r.moves = m_tree.movesTo(current());
    return r;
}

bool GameTreeModel::playAway(eschess::Move move) {
    if (!inVariation() && m_game->viewingLive()) return false;
    const NodeId from = current();
    const NodeId to = m_tree.addMove(from, move);
    if (to == GameTree::kNone) return false;
    show(to);
    return true;
}

void GameTreeModel::show(NodeId id) {
    if (!m_tree.contains(id)) return;
    if (m_tree.isMainLine(id)) {
        m_variation = GameTree::kNone;
        if (m_game->viewPly() != m_tree.ply(id)) m_game->setViewPly(m_tree.ply(id)); // emits viewChanged
        else emit changed();
        return;
    }
    m_variation = id;
    emit changed();
}

bool GameTreeModel::back() {
    if (!inVariation()) return false;
    show(m_tree.parent(m_variation));
    return true;
}

bool GameTreeModel::forward() {
    if (!inVariation()) return false;
    if (!m_tree.children(m_variation).empty()) show(m_tree.children(m_variation).front());
    return true;
}

bool GameTreeModel::promoteCurrent() {
    const NodeId n = current();
    const NodeId start = m_tree.variationStart(n);
    if (start == GameTree::kRoot) return false;
    if (!m_tree.isMainLine(m_tree.parent(start))) { // a side line of a side line: the game is untouched
        m_tree.promote(n);
        emit changed();
        return true;
    }
    // Into the main line: only in a study (two people at the board, no clock), where the game
    // is reloaded with the promoted line as its moves. A game being played keeps its moves.
    const Player* white = m_game->player(eschess::White);
    const Player* black = m_game->player(eschess::Black);
    if (!white || !black || !white->isHuman() || !black->isHuman() || m_game->clock()->enabled()) return false;
    GameTree promoted = m_tree;
    promoted.promote(n);
    eschess::PgnGame pgn = m_game->toPgn();
    promoted.writeTo(pgn);
    pgn.result.assign(1, '*'); // (assigning "*" trips a false -Wrestrict in GCC 12)
    pgn.setTag("Result", pgn.result);
    m_game->loadGame(pgn); // resets this model through gameStarted
    m_tree = std::move(promoted);
    m_variation = GameTree::kNone;
    sync();
    show(n);
    return true;
}

bool GameTreeModel::deleteCurrentVariation() {
    const NodeId start = m_tree.variationStart(current());
    if (start == GameTree::kRoot) return false;
    const NodeId parent = m_tree.parent(start);
    m_tree.remove(start);
    m_variation = GameTree::kNone;
    show(parent);
    emit changed();
    return true;
}

void GameTreeModel::setCurrentComment(const QString& text) {
    const NodeId n = current();
    if (n == GameTree::kRoot) m_tree.preComment() = text.simplified().toStdString();
    else m_tree.setComment(n, text.simplified().toStdString());
    emit changed();
}

QString GameTreeModel::currentComment() const {
    const NodeId n = current();
    return QString::fromStdString(n == GameTree::kRoot ? m_tree.preComment() : m_tree.comment(n));
}

void GameTreeModel::toggleCurrentNag(int nag) {
    const NodeId n = current();
    if (n == GameTree::kRoot) return;
    m_tree.toggleMoveNag(n, nag);
    emit changed();
}

namespace {

QString suffixOf(const std::vector<int>& nags) {
    return nags.empty() ? QString() : QString::fromLatin1(eschess::nagSuffix(nags.front()).data(), int(eschess::nagSuffix(nags.front()).size()));
}

} // namespace

QStringList GameTreeModel::mainLineSan() const {
    QStringList out;
    eschess::Position pos = m_tree.start();
    for (const NodeId n : m_tree.mainLine()) {
        out << QString::fromStdString(eschess::toSan(pos, m_tree.move(n))) + suffixOf(m_tree.nags(n));
        pos.makeMove(m_tree.move(n));
    }
    return out;
}

// A comment as a reader sees it: embedded commands ([%eval …], [%cal …], [%clk …]) are data for
// the graph, the board and the clocks, so the move list leaves them out, as Lichess does.
static QString readableComment(const std::string& comment) {
    static const QRegularExpression command(QStringLiteral("\\[%[^\\]]*\\]"));
    return QString::fromStdString(comment).remove(command).simplified();
}

// One variation from its first node: numbered SAN links, its own variations in brackets.
QString GameTreeModel::lineHtml(NodeId first, bool needNumber) const {
    QString html;
    eschess::Position pos = m_tree.positionAt(m_tree.parent(first));
    for (NodeId n = first;;) {
        if (pos.sideToMove() == eschess::White) html += QStringLiteral("%1. ").arg(pos.fullmoveNumber());
        else if (needNumber) html += QStringLiteral("%1... ").arg(pos.fullmoveNumber());
        needNumber = false;
        QString san = (displaySan(QString::fromStdString(eschess::toSan(pos, m_tree.move(n)))) + suffixOf(m_tree.nags(n))).toHtmlEscaped();
        if (n == current()) san = QStringLiteral("<b>%1</b>").arg(san);
        html += QStringLiteral("<a href=\"node:%1\">%2</a> ").arg(n).arg(san);
        const QString comment = readableComment(m_tree.comment(n));
        if (!comment.isEmpty()) {
            html += QStringLiteral("<i>%1</i> ").arg(comment.toHtmlEscaped());
            needNumber = true;
        }
        const auto& siblings = m_tree.children(m_tree.parent(n));
        if (n != first && siblings.front() == n)
            for (size_t i = 1; i < siblings.size(); ++i) {
                html += QStringLiteral("(") + lineHtml(siblings[i], true).trimmed() + QStringLiteral(") ");
                needNumber = true;
            }
        pos.makeMove(m_tree.move(n));
        if (m_tree.children(n).empty()) break;
        n = m_tree.children(n).front();
    }
    return html;
}

QVector<QPair<int, QString>> GameTreeModel::variationTexts() const {
    QVector<QPair<int, QString>> out;
    NodeId at = GameTree::kRoot;
    int ply = 0;
    while (!m_tree.children(at).empty()) {
        const auto& children = m_tree.children(at);
        ++ply;
        QString html;
        for (size_t i = 1; i < children.size(); ++i)
            html += QStringLiteral("(") + lineHtml(children[i], true).trimmed() + QStringLiteral(") ");
        if (!html.isEmpty()) out.append({ply, html.trimmed()});
        at = children.front();
    }
    return out;
}

void GameTreeModel::setEvaluation(NodeId id, int cpWhite) {
    if (!m_tree.contains(id) || m_evaluations.value(id, cpWhite + 1) == cpWhite) return;
    m_evaluations.insert(id, cpWhite);
    emit evaluationsChanged();
}

QVector<QPointF> GameTreeModel::evaluationPoints() const {
    QVector<QPointF> points;
    const std::vector<NodeId> line = m_tree.mainLine();
    for (int ply = 0; ply <= int(line.size()); ++ply) {
        const NodeId n = ply == 0 ? GameTree::kRoot : line[size_t(ply - 1)];
        std::optional<int> cp;
        if (m_evaluations.contains(n)) cp = m_evaluations.value(n);
        else if (n != GameTree::kRoot) cp = eschess::pgnEvalCp(eschess::pgnCommand(m_tree.comment(n), "eval"));
        if (cp) points.append(QPointF(ply, std::clamp(*cp / 100.0, -kGraphClamp, kGraphClamp)));
    }
    return points;
}

void GameTreeModel::writeMovetext(eschess::PgnGame& pgn) const { m_tree.writeTo(pgn); }

void GameTreeModel::loadAnnotations(const eschess::PgnGame& pgn) {
    GameTree loaded = GameTree::fromPgn(pgn);
    if (loaded.start().fen() != m_game->startPosition().fen()) return;
    m_tree = std::move(loaded);
    m_variation = GameTree::kNone;
    m_evaluations.clear();
    sync(); // the controller may have stopped at an illegal move: the tree follows it
}

eschess::GameReview GameTreeModel::applyReview(const std::vector<eschess::Move>& moves,
                                               std::vector<eschess::PositionEval> evals) {
    const std::vector<NodeId> line = m_tree.mainLine();
    std::size_t same = 0;
    while (same < moves.size() && same < line.size() && m_tree.move(line[same]) == moves[same]) ++same;
    if (evals.size() > same + 1) evals.resize(same + 1);
    const std::vector<eschess::Move> kept(moves.begin(), moves.begin() + std::ptrdiff_t(same));
    const eschess::GameReview review = eschess::reviewMoves(m_tree.start(), kept, evals);
    eschess::annotateReview(m_tree, evals, review);
    // The graph shows the review's scores: one engine, one limit, every move alike.
    for (std::size_t i = 0; i < review.moves.size(); ++i) m_evaluations.remove(line[i]);
    emit changed();
    return review;
}

} // namespace eschess::app
