#include "app/cli/spsarunner.h"

#include "app/core/matchrunner.h"
#include "app/core/runjournal.h"

#include "search/pvsparams.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSaveFile>

#include <cmath>

namespace eschess::cli {

using namespace eschess::app;

namespace {

const QString kSearchParams = QStringLiteral("SearchParams");

// Each pair's openings come from its own shuffle, so pairs played at once or resumed do not
// depend on the order in which earlier pairs finished.
quint64 pairSeed(quint64 seed, int k) { return seed * 0x9E3779B97F4A7C15ull + quint64(k); }

QString number(double v, bool integer) {
    return integer ? QString::number(std::llround(v)) : QString::number(v, 'g', 6);
}

} // namespace

SpsaRunner::SpsaRunner(SpsaRunSettings settings, QObject* parent)
    : QObject(parent), m_settings(std::move(settings)), m_spsa(m_settings.parameters, m_settings.spsa),
      m_rng(m_settings.seed), m_engine(m_settings.engine) {
    // The spec's own SearchParams (fixed values the run does not tune) go first; the tuned
    // pairs after them win where both name a parameter.
    auto& options = m_engine.options;
    for (auto it = options.begin(); it != options.end();) {
        if (it->first.compare(kSearchParams, Qt::CaseInsensitive) == 0) {
            m_baseParams = it->second.trimmed();
            it = options.erase(it);
        } else {
            ++it;
        }
    }
}

SpsaRunner::~SpsaRunner() {
    m_done = true; // nothing is emitted any more; the matches (children) abandon their games
    const QList<MatchRunner*> running = m_running;
    for (MatchRunner* m : running) m->stopNow();
}

QString SpsaRunner::searchParams(const std::vector<double>& values) const {
    QStringList parts;
    if (!m_baseParams.isEmpty()) parts << m_baseParams;
    const auto& params = m_spsa.parameters();
    for (std::size_t i = 0; i < params.size() && i < values.size(); ++i)
        parts << QString::fromStdString(params[i].name) + QLatin1Char('=') + number(values[i], params[i].integer);
    return parts.join(QLatin1Char(' '));
}

QString SpsaRunner::currentSearchParams() const {
    std::vector<double> values;
    for (const auto& p : m_spsa.parameters()) values.push_back(p.value);
    return searchParams(values);
}

QJsonObject SpsaRunner::identity() const {
    QJsonArray params;
    for (const auto& p : m_settings.parameters)
        params.append(QJsonObject{{QStringLiteral("name"), QString::fromStdString(p.name)},
                                  {QStringLiteral("min"), p.min},
                                  {QStringLiteral("max"), p.max},
                                  {QStringLiteral("cEnd"), p.cEnd}});
    return QJsonObject{{QStringLiteral("engine"), m_settings.engine.toString()},
                       {QStringLiteral("limit"), m_settings.timeControl.toString()},
                       {QStringLiteral("iterations"), m_settings.spsa.iterations},
                       {QStringLiteral("rEnd"), m_settings.spsa.rEnd},
                       {QStringLiteral("seed"), QString::number(m_settings.seed)},
                       {QStringLiteral("openings"), m_settings.openings.digest()},
                       {QStringLiteral("adjudication"), adjudicationRecord(m_settings.adjudication)},
                       {QStringLiteral("parameters"), params}};
}

bool SpsaRunner::saveState(QString* error) const {
    if (m_settings.statePath.isEmpty()) return true;
    QJsonArray values;
    for (const auto& p : m_spsa.parameters()) values.append(p.value);
    const QJsonObject state{{QStringLiteral("format"), QStringLiteral("eschess-spsa")},
                            {QStringLiteral("version"), 1},
                            {QStringLiteral("settings"), identity()},
                            {QStringLiteral("finished"), m_spsa.finished()},
                            {QStringLiteral("values"), values},
                            {QStringLiteral("searchParams"), currentSearchParams()}};
    QSaveFile f(m_settings.statePath);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(state).toJson()) < 0 || !f.commit()) {
        *error = QStringLiteral("cannot write the state file %1: %2").arg(m_settings.statePath, f.errorString());
        return false;
    }
    return true;
}

bool SpsaRunner::loadState(QString* error) {
    QFile f(m_settings.statePath);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read the state file %1: %2").arg(m_settings.statePath, f.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(f.read(1 << 20), &parseError);
    const QJsonObject state = doc.object();
    if (doc.isNull() || state.value(QStringLiteral("format")).toString() != QLatin1String("eschess-spsa")) {
        *error = QStringLiteral("%1 is not an SPSA state file%2")
                     .arg(m_settings.statePath,
                          doc.isNull() ? QStringLiteral(" (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset)
                                       : QString());
        return false;
    }
    if (state.value(QStringLiteral("version")).toInt() != 1) {
        *error = QStringLiteral("%1: unknown version %2").arg(m_settings.statePath).arg(state.value(QStringLiteral("version")).toInt());
        return false;
    }
    const QJsonObject saved = state.value(QStringLiteral("settings")).toObject(), now = identity();
    for (auto it = now.begin(); it != now.end(); ++it)
        if (saved.value(it.key()) != it.value()) {
            *error = QStringLiteral("%1: the run was started with other settings: %2 differs; give the same command line plus --resume")
                         .arg(m_settings.statePath, it.key());
            return false;
        }
    const QJsonArray values = state.value(QStringLiteral("values")).toArray();
    const int finished = state.value(QStringLiteral("finished")).toInt(-1);
    if (values.size() != int(m_settings.parameters.size()) || finished < 0 || finished > m_settings.spsa.iterations) {
        *error = QStringLiteral("%1: the values or the pair count are damaged").arg(m_settings.statePath);
        return false;
    }
    std::vector<double> v;
    for (const auto& x : values) v.push_back(x.toDouble());
    m_spsa.restore(v, finished);
    // A resumed run draws other signs than the pairs that were lost, not the same ones again.
    m_rng.seed(pairSeed(m_settings.seed, finished));
    return true;
}

bool SpsaRunner::offersSearchParams(QString* error) const {
    QProcess p;
    if (!m_engine.workingDirectory.isEmpty()) p.setWorkingDirectory(m_engine.workingDirectory);
    p.start(m_engine.program, m_engine.arguments);
    if (!p.waitForStarted(10000)) {
        *error = QStringLiteral("%1 does not start: %2").arg(m_engine.program, p.errorString());
        return false;
    }
    p.write("uci\n");
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    while (!out.contains("uciok") && clock.elapsed() < 10000 && p.state() == QProcess::Running)
        if (p.waitForReadyRead(1000)) out += p.readAllStandardOutput();
    p.write("quit\n");
    if (!p.waitForFinished(2000)) {
        p.kill();
        p.waitForFinished(2000);
    }
    if (!out.contains("option name SearchParams type string")) {
        *error = QStringLiteral("%1 has no SearchParams option (an Eschess engine from before it, or another engine)")
                     .arg(m_engine.program);
        return false;
    }
    return true;
}

bool SpsaRunner::prepare(QString* error) {
    if (m_settings.parameters.empty()) {
        *error = QStringLiteral("no parameter to tune");
        return false;
    }
    for (const auto& p : m_settings.parameters)
        if (!(p.min < p.max) || !(p.cEnd > 0)) {
            *error = QStringLiteral("parameter %1: min must be below max and the perturbation above 0")
                         .arg(QString::fromStdString(p.name));
            return false;
        }
    // A value the engine would refuse must stop the run here: a UCI engine only answers a bad
    // setoption with an info string, and the run would tune nothing.
    const std::string whole = currentSearchParams().toStdString();
    eschess::PvsParameters check;
    if (std::string why = eschess::applyPvsParameters(check, whole); !why.empty()) {
        *error = QStringLiteral("SearchParams '%1': %2").arg(QString::fromStdString(whole), QString::fromStdString(why));
        return false;
    }
    if (m_engine.kind == EngineSpec::Kind::External && !offersSearchParams(error)) return false;
    if (m_settings.resume) {
        if (m_settings.statePath.isEmpty()) {
            *error = QStringLiteral("resuming needs a state file");
            return false;
        }
        if (!loadState(error)) return false;
    }
    return saveState(error);
}

void SpsaRunner::start() { schedule(); }

void SpsaRunner::schedule() {
    while (!m_stopping && m_running.size() < m_settings.concurrency && m_spsa.started() < m_settings.spsa.iterations)
        startPair();
    checkDone();
}

void SpsaRunner::startPair() {
    const eschess::SpsaStep step = m_spsa.next(m_rng);
    MatchSettings s;
    for (int side = 0; side < 2; ++side) {
        s.engine[side] = m_engine;
        s.engine[side].options.emplace_back(kSearchParams, searchParams(side == 0 ? step.plus : step.minus));
    }
    s.name[0] = QStringLiteral("theta+");
    s.name[1] = QStringLiteral("theta-");
    s.games = 2;
    s.timeControl = m_settings.timeControl;
    s.openings = m_settings.openings;
    s.randomOpenings = !m_settings.openings.empty();
    s.seed = pairSeed(m_settings.seed, step.k);
    s.adjudication = m_settings.adjudication;
    s.event = QStringLiteral("Eschess SPSA");
    auto* match = new MatchRunner(std::move(s), this);
    m_running.append(match);
    connect(match, &MatchRunner::error, this, [this](const QString& message) {
        if (m_stopping) return;
        emit error(message);
        stopNow();
    });
    connect(match, &MatchRunner::finished, this, [this, match, step] {
        m_running.removeAll(match);
        match->deleteLater();
        if (!m_stopping && match->gamesPlayed() == 2) {
            const MatchScore& sc = match->score();
            const double result = sc.wins - sc.losses;
            m_spsa.apply(step, result);
            QString why;
            if (!saveState(&why)) {
                emit error(why);
                stopNow();
            }
            emit pairFinished(step.k, result);
        }
        schedule();
    });
    match->start();
}

void SpsaRunner::stopNow() {
    if (m_done) return;
    m_stopping = true;
    const QList<MatchRunner*> running = m_running;
    for (MatchRunner* m : running) m->stopNow();
    checkDone();
}

void SpsaRunner::checkDone() {
    if (m_done || !m_running.isEmpty()) return;
    if (!m_stopping && m_spsa.started() < m_settings.spsa.iterations) return;
    m_done = true;
    emit finished();
}

} // namespace eschess::cli
