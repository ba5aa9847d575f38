#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace eschess::app {

class AnalysisController;

// The analysis dock: start/stop, the number of lines (MultiPV 1–5), the engine (an in-process
// searcher, or an external UCI engine of Tools ▸ Engines, such as Stockfish), and one row per
// line with its score (from White's point of view, as the header says), depth, nodes, speed and
// the principal variation in SAN.
class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    explicit AnalysisPanel(AnalysisController* analysis, QWidget* parent = nullptr);

    QPushButton* startButton() const { return m_start; }
    QComboBox* engineBox() const { return m_engine; }
    // Lists the in-process searchers and the external engines now configured, keeping the choice
    // if it is still there; the list opens with this done, so a new external engine shows at once.
    void refreshEngines();
    // Starts analysing with the engine chosen in the list (the dock's button and the window's
    // Analyse action both come here); false, with the reason shown, when it cannot start.
    bool startAnalysis();
    // The chosen engine as the settings keep it ("eschess", or "uci:Stockfish" for an external
    // one by its name), and back; an entry no longer there leaves the choice as it is.
    QString chosenEngine() const;
    void chooseEngine(const QString& saved);
    int lineCount() const;              // rows shown (for tests)
    QString lineText(int row, int column) const;
    // What is said when the engine shows fewer lines than asked for; empty otherwise.
    QString linesNote() const;

    // "1.2M", "850k", "912".
    static QString compactNumber(quint64 n);

private:
    void refreshLines();
    void refreshRunning(bool running);
    // Says so when the engine in use shows fewer lines than the Lines box asks for (the family's
    // simpler searchers show one; an external engine as many as its MultiPV option allows).
    void refreshLinesNote();
    // Hands the engine chosen in the list to the controller (when it is not the one in use).
    bool useChosenEngine();

    AnalysisController* m_analysis;
    QPushButton* m_start;
    QSpinBox* m_lines;
    QComboBox* m_engine;
    QTreeWidget* m_tree;
    QLabel* m_linesNote;
    QLabel* m_status;
    QString m_engineInUse; // the list entry's key: "family:NAME" or "uci:SPEC"
};

} // namespace eschess::app
