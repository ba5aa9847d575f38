#pragma once
// An SPSA tuning run (engine/tuning/spsa.h) of the strong engine's search parameters: each
// iteration is one game pair (one opening, both colours) between the engine set to theta+ and
// the same engine set to theta-, through its `SearchParams` option; several pairs run at once.
// After every finished pair the current values are saved to the state file (atomically), so a
// killed run resumes from its last finished pair (the pairs then in progress are played again
// with new signs).
// A tool of eschess-cli, and so in English like the rest of it (app/cli/main.cpp); the GUI's
// runners are in app/core and translated.

#include "app/core/adjudicator.h"
#include "app/core/enginespec.h"
#include "app/core/openingsuite.h"
#include "app/core/timecontrol.h"

#include "tuning/spsa.h"

#include <QObject>
#include <QString>

#include <random>
#include <vector>

namespace eschess::app {
class MatchRunner;
}

namespace eschess::cli {

using app::AdjudicationSettings;
using app::EngineSpec;
using app::MatchRunner;
using app::OpeningSuite;
using app::TimeControl;

struct SpsaRunSettings {
    EngineSpec engine;      // the engine tuned; a SearchParams of its own is kept under the tuned values
    std::vector<eschess::SpsaParameter> parameters;
    eschess::SpsaSettings spsa;
    TimeControl timeControl = TimeControl::fixedNodes(25000);
    OpeningSuite openings;  // empty: every pair from the standard position
    quint64 seed = 1;       // signs, roundings and the openings' order
    int concurrency = 1;    // pairs at once (two engines each)
    AdjudicationSettings adjudication;
    QString statePath;      // empty: no state file
    bool resume = false;
};

class SpsaRunner : public QObject {
    Q_OBJECT
public:
    explicit SpsaRunner(SpsaRunSettings settings, QObject* parent = nullptr);
    ~SpsaRunner() override;

    // Checks the settings and, when resuming, reads the state file; false and *error if not.
    bool prepare(QString* error);
    void start();
    // Abandons the pairs in progress; the state file keeps the last finished one.
    void stopNow();

    const eschess::Spsa& spsa() const { return m_spsa; }
    // The engine's SearchParams value for these values of the tuned parameters (whole numbers
    // rounded), after the engine spec's own SearchParams, if any.
    QString searchParams(const std::vector<double>& values) const;
    // The current estimate in that form (what to try in an SPRT).
    QString currentSearchParams() const;

signals:
    // A pair finished and was applied: its iteration, theta+'s wins minus losses in it.
    void pairFinished(int k, double result);
    void error(const QString& message);
    void finished();

private:
    void schedule();
    void startPair();
    void checkDone();
    bool saveState(QString* error) const;
    bool loadState(QString* error);
    QJsonObject identity() const;
    // Whether the external program announces the SearchParams option (asked with "uci").
    bool offersSearchParams(QString* error) const;

    SpsaRunSettings m_settings;
    eschess::Spsa m_spsa;
    std::mt19937_64 m_rng;
    QString m_baseParams; // the engine spec's own SearchParams
    EngineSpec m_engine;  // the spec without it
    QList<MatchRunner*> m_running;
    bool m_stopping = false;
    bool m_done = false;
};

} // namespace eschess::cli
