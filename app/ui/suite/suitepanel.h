#pragma once
// The suite results panel: progress and cancel, the per-position table, the summary per
// engine × limit × category, the Bratko-Kopec score, a chart of solved positions against
// time or depth per engine, export to CSV/JSON and the comparison with the last run.

#include "app/core/suiterunner.h"
#include "app/ui/suite/suitesetupdialog.h"

#include <QWidget>

#include <functional>
#include <map>
#include <optional>

class QChartView;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;
class QTabWidget;

namespace eschess::app {

class SuiteResultsModel;
class SuiteSummaryModel;

// Turns an engine spec ("alphabeta", "eschess,Hash=64", "/usr/games/stockfish,Threads=1") into
// a way to create instances; nullopt with a message when the spec is wrong.
using SuiteEngineResolver = std::function<std::optional<SuiteEngine>(const QString& spec, QString* error)>;

class SuitePanel : public QWidget {
    Q_OBJECT
public:
    explicit SuitePanel(SuiteEngineResolver resolver, QWidget* parent = nullptr);

    // Starts a run; returns false (with the reason in errorString()) when the setup is unusable.
    bool run(const SuiteSetup& setup);
    void cancel();
    QString errorString() const { return m_error; }
    SuiteRunner* runner() const { return m_runner; }
    SuiteResultsModel* resultsModel() const { return m_results; }
    SuiteSummaryModel* summaryModel() const { return m_summary; }
    // All or nothing; on failure *error names the file and the reason.
    bool exportCsv(const QString& path, QString* error = nullptr) const;
    bool exportJson(const QString& path, QString* error = nullptr) const;

signals:
    // The user double-clicked a position: show it on the board for analysis.
    void openPosition(const eschess::EpdRecord& record);
    void runFinished(bool cancelled);

private:
    void onResult(const eschess::SuiteResult& result, int recordIndex);
    void onFinished(bool cancelled);
    void updateChart();
    void updateScoreLine();

    // An engine's failures during the run, kept under the score line until the next run: the
    // runner restarts a failed engine, so the run goes on and would otherwise hide them.
    struct EngineFailures {
        int count = 0;
        QString lastReason;
        bool givenUp = false;
    };
    std::map<QString, EngineFailures> m_failures;

    SuiteEngineResolver m_resolver;
    SuiteRunner* m_runner;
    SuiteSetup m_setup;
    std::vector<eschess::SuiteResult> m_lastRun;
    QString m_error;
    SuiteResultsModel* m_results;
    SuiteSummaryModel* m_summary;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QPushButton* m_exportCsv;
    QPushButton* m_exportJson;
    QLabel* m_scoreLine;
    QTabWidget* m_tabs;
    QTableView* m_table;
    QTableView* m_summaryTable;
    QChartView* m_chart;
};

} // namespace eschess::app
