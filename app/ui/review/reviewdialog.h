#pragma once
// "Review Game…": the reviewing engine and its depth or time per position, then a progress bar
// while the engine scores every position of the game's main line in the background, and a
// Cancel that keeps the part already done. The review is written into the game tree (NAGs,
// [%eval] comments, the engine's lines), so the move list, the evaluation graph and a saved PGN
// show it; reviewed() hands the per-player summary on. The window stays usable meanwhile.

#include "game/review.h"

#include <QDialog>
#include <QPointer>

#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace eschess::app {

class GameTreeModel;
class ReviewRunner;

class ReviewDialog : public QDialog {
    Q_OBJECT
public:
    explicit ReviewDialog(GameTreeModel* tree, QWidget* parent = nullptr);
    ~ReviewDialog() override;

    // Starts reviewing the tree's main line with the settings shown; false (with the reason shown)
    // when it cannot: no moves, a review already running, an unusable engine.
    bool start();
    void cancel();
    bool isRunning() const;

    QComboBox* engineBox() const { return m_engine; }
    QRadioButton* depthButton() const { return m_byDepth; }
    QRadioButton* timeButton() const { return m_byTime; }
    QSpinBox* depthBox() const { return m_depth; }
    QSpinBox* timeBox() const { return m_moveTime; }
    QProgressBar* progressBar() const { return m_progress; }
    QString statusText() const;

signals:
    // The review was written into the tree (whole, or the part done before Cancel).
    void reviewed(const eschess::GameReview& review);

private:
    void onFinished(bool complete);
    void refreshButtons();

    GameTreeModel* m_tree;
    QComboBox* m_engine = nullptr;
    QRadioButton* m_byDepth = nullptr;
    QRadioButton* m_byTime = nullptr;
    QSpinBox* m_depth = nullptr;
    QSpinBox* m_moveTime = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_cancel = nullptr;
    QPointer<ReviewRunner> m_runner;
    std::vector<eschess::Move> m_moves; // the main line being reviewed
    std::string m_startFen;             // and where it starts
};

} // namespace eschess::app
