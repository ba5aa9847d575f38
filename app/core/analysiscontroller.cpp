#include "app/core/analysiscontroller.h"

#include "app/core/localengine.h"
#include "app/core/wdltext.h"

#include "notation/san.h"
#include "search/searcher.h"

#include <algorithm>

namespace eschess::app {

QString AnalysisLine::scoreText() const {
    if (isMate) return mateWhite >= 0 ? QStringLiteral("#%1").arg(mateWhite) : QStringLiteral("#-%1").arg(-mateWhite);
    const double pawns = scoreWhiteCp / 100.0;
    return (scoreWhiteCp >= 0 ? QStringLiteral("+") : QString()) + QString::number(pawns, 'f', 2);
}

AnalysisController::AnalysisController(QObject* parent) : QObject(parent) {
    m_request.start = eschess::Position();
    m_position = m_request.start;
}

AnalysisController::~AnalysisController() {
    if (m_engine) m_engine->quit();
}

void AnalysisController::setSearcher(const QString& name) {
    const bool wasRunning = m_running;
    if (m_engine) {
        stop();
        m_engine->quit();
        m_engine->deleteLater();
        m_engine = nullptr;
    }
    m_searcherName = name;
    if (wasRunning) start();
}

void AnalysisController::setEngine(Engine* engine) {
    const bool wasRunning = m_running;
    if (m_engine) {
        stop();
        m_engine->quit();
        m_engine->deleteLater();
    }
    m_engine = engine;
    m_engine->setParent(this);
    m_searcherName = engine->name();
    connect(m_engine, &Engine::info, this, &AnalysisController::onInfo);
    connect(m_engine, &Engine::failed, this, [this](const QString& reason) {
        m_running = false;
        emit runningChanged(false);
        emit errorOccurred(reason);
    });
    if (m_engine->state() == Engine::State::NotStarted) m_engine->start();
    if (wasRunning) start();
}

void AnalysisController::ensureEngine() {
    if (m_engine) return;
    QString name = m_searcherName;
    const auto names = eschess::searcherNames();
    if (name.isEmpty() || std::find(names.begin(), names.end(), name.toStdString()) == names.end())
        name = QString::fromStdString(eschess::defaultSearcherName());
    if (name.isEmpty()) return;
    setEngine(new LocalEngine(name));
}

void AnalysisController::setPosition(const GoRequest& game) {
    m_request = game;
    m_request.limits = eschess::SearchLimits{};
    m_position = game.current();
    m_lines.clear();
    emit linesChanged();
    if (m_running) restart();
}

void AnalysisController::setMultiPv(int lines) {
    lines = std::clamp(lines, 1, kMaxLines);
    if (lines == m_multiPv) return;
    m_multiPv = lines;
    m_lines.clear();
    emit linesChanged();
    if (m_running) restart();
}

void AnalysisController::start() {
    ensureEngine();
    if (!m_engine) {
        emit errorOccurred(tr("No engine is available for analysis."));
        return;
    }
    if (!m_running) {
        m_running = true;
        emit runningChanged(true);
    }
    restart();
}

void AnalysisController::restart() {
    if (!m_engine) return;
    m_engine->stop();
    m_lines.clear();
    emit linesChanged();
    GoRequest r = m_request;
    r.limits.infinite = true;
    r.limits.multiPv = m_multiPv;
    m_engine->go(r);
}

void AnalysisController::stop() {
    if (!m_running) return;
    m_running = false;
    if (m_engine) m_engine->stop();
    emit runningChanged(false);
}

void AnalysisController::onInfo(const EngineInfo& info) {
    if (!m_running) return;
    emit engineInfo(info);
    if (info.multiPv < 1 || info.multiPv > m_multiPv || info.pv.isEmpty()) return;
    const bool whiteToMove = m_position.sideToMove() == eschess::White;
    AnalysisLine line;
    line.multiPv = info.multiPv;
    line.depth = info.depth;
    line.seldepth = info.seldepth;
    line.isMate = info.isMate;
    line.mateWhite = whiteToMove ? info.mateMoves : -info.mateMoves;
    line.scoreWhiteCp = whiteToMove ? info.scoreCp : -info.scoreCp;
    line.bound = info.bound;
    line.nodes = info.nodes;
    line.nps = info.nps;
    line.timeMs = info.timeMs;
    line.pv = info.pv;
    if (info.hasWdl) line.wdlWhite = whiteView(info.wdl, m_position.sideToMove());
    const std::vector<eschess::Move> pv(info.pv.begin(), info.pv.end());
    line.pvSan = QString::fromStdString(eschess::toSanLine(m_position, pv));
    if (m_lines.size() < info.multiPv) m_lines.resize(info.multiPv);
    m_lines[info.multiPv - 1] = line;
    emit linesChanged();
}

std::optional<int> AnalysisController::evaluationCp() const {
    if (m_lines.isEmpty() || m_lines.first().depth == 0) return std::nullopt;
    const AnalysisLine& best = m_lines.first();
    if (best.isMate) return best.mateWhite >= 0 ? 10000 : -10000;
    return best.scoreWhiteCp;
}

} // namespace eschess::app
