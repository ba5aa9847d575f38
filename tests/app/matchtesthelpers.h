#pragma once
// Helpers shared by the match tests: fake-engine specs, running a match to its end, and
// counting this process's live children (no engine may be left behind).

#include "app/core/matchrunner.h"
#include "app/core/uciengine.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>

#include <unistd.h>

namespace eschess::app::testing {

inline EngineSpec fake(const QString& args) {
    QString error;
    auto spec = parseEngineSpec(QStringLiteral(FAKEUCI_PATH " ") + args, &error);
    if (!spec) qFatal("%s", qPrintable(error));
    return *spec;
}

struct Played {
    std::vector<MatchGameRecord> records;
    MatchScore score;
    QStringList errors;
};

// Runs a match to its end (or the timeout) and collects what it reported.
inline Played play(MatchRunner& runner, int timeoutMs = 30000) {
    Played p;
    QObject::connect(&runner, &MatchRunner::gameFinished, &runner,
                     [&](int, const MatchGameRecord& r, double) { p.records.push_back(r); });
    QObject::connect(&runner, &MatchRunner::error, &runner, [&](const QString& e) { p.errors << e; });
    QSignalSpy finished(&runner, &MatchRunner::finished);
    runner.start();
    if (!finished.wait(timeoutMs)) qWarning("match did not finish in time");
    p.score = runner.score();
    UciEngine::waitForQuitProcesses(2000);
    return p;
}

// Child processes of this test still alive (zombies are not counted: they are gone).
inline int liveChildren() {
    int count = 0;
    const QString me = QString::number(::getpid());
    for (const QString& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly)) continue;
        const QString text = QString::fromLatin1(stat.readAll());
        const QStringList fields = text.mid(text.lastIndexOf(QLatin1Char(')')) + 2).split(QLatin1Char(' '));
        if (fields.size() > 2 && fields[1] == me && fields[0] != QLatin1String("Z")) ++count;
    }
    return count;
}


} // namespace eschess::app::testing
