#pragma once

#include "app/core/engine.h"
#include "app/core/playedmove.h"

#include "game/gametree.h"
#include "game/review.h"
#include "notation/pgn.h"

#include <QHash>
#include <QObject>
#include <QPointF>
#include <QVector>
#include <QString>
#include <QStringList>

namespace eschess::app {

class GameController;

// The analysis tree beside a game: the controller's moves are its main line, and a move played
// while looking back at the game starts a variation instead of cutting the game. It follows the
// controller (new games, moves, takebacks, loads) and adds what the controller does not keep:
// variations, comments and NAGs. The controller stays the owner of the game being played; this
// model only ever changes the side lines and the annotations.
//
// The shown node is the controller's shown ply while on the main line, or a node of a variation.
class GameTreeModel : public QObject {
    Q_OBJECT
public:
    explicit GameTreeModel(GameController* game, QObject* parent = nullptr);

    const eschess::GameTree& tree() const { return m_tree; }
    // The node shown: a variation's node, else the main-line node at the controller's shown ply.
    eschess::GameTree::NodeId current() const;
    bool inVariation() const { return m_variation != eschess::GameTree::kNone; }
    eschess::Position shownPosition() const;
    eschess::Move shownLastMove() const;
    GoRequest shownRequest() const;

    // A move made on the board while looking back or inside a variation: follows the line when it
    // is the move there, else starts (or extends) a variation. False when the shown position is
    // the live one (the controller plays it) or the move is illegal.
    bool playAway(eschess::Move move);
    void show(eschess::GameTree::NodeId id); // on the main line it moves the controller's cursor
    bool back();                             // false when not in a variation (the controller steps)
    bool forward();

    bool promoteCurrent();
    bool deleteCurrentVariation(); // the variation the shown node is in; the main line stays
    void setCurrentComment(const QString& text);
    QString currentComment() const;
    void toggleCurrentNag(int nag);

    // SAN of the main line with NAG suffixes, as the move list shows it.
    QStringList mainLineSan() const;
    // For each main-line ply that has variations: the ply and its variations as rich text, each
    // move a link "node:ID" (the shown one bold), e.g. "(2. Bc4 Nf6 (2... Bc5) 3. d3)".
    QVector<QPair<int, QString>> variationTexts() const;

    // An evaluation of a node from analysis (White's view, centipawns, mates as ±10000 or more).
    void setEvaluation(eschess::GameTree::NodeId id, int cpWhite);
    // The evaluation graph's points: for each main-line ply that has an evaluation (from analysis,
    // else from an [%eval] comment), x = ply and y = pawns from White's view clamped to ±kGraphClamp.
    static constexpr double kGraphClamp = 10.0;
    QVector<QPointF> evaluationPoints() const;

    // The game's PGN with the tree as its movetext (variations, comments, NAGs).
    void writeMovetext(eschess::PgnGame& pgn) const;
    // After the controller loaded a PGN game: take its variations and annotations too.
    void loadAnnotations(const eschess::PgnGame& pgn);

    // Writes a game review into the tree (eschess::annotateReview): `moves` is the main line that
    // was reviewed from the tree's start, evals the verdicts on its positions. Only the part of it
    // that is still the main line is annotated (the game may have gone on, or been taken back,
    // meanwhile); that part's review is returned (no moves when nothing matches).
    eschess::GameReview applyReview(const std::vector<eschess::Move>& moves, std::vector<eschess::PositionEval> evals);

signals:
    void changed();             // the tree or the shown node changed
    void evaluationsChanged(); // only an evaluation from analysis changed

private:
    void sync();
    void recordPlayed(eschess::GameTree::NodeId node, eschess::Color mover, const PlayedMove& played);
    QString lineHtml(eschess::GameTree::NodeId first, bool needNumber) const;

    GameController* m_game;
    eschess::GameTree m_tree;
    eschess::GameTree::NodeId m_variation = eschess::GameTree::kNone;
    QHash<eschess::GameTree::NodeId, int> m_evaluations; // from analysis, cleared with the tree
};

} // namespace eschess::app
