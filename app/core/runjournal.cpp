#include "app/core/runjournal.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <unistd.h>

namespace eschess::app {

namespace {

// lupdate files these messages under the context of the function that calls tr(): the class
// for RunJournal's members (this wrapper), the namespace for appendDurably (which says so itself).
QString tr(const char* text) {
    return QCoreApplication::translate("eschess::app::RunJournal", text);
}

const QLatin1String kFormat("eschess-run");
constexpr int kVersion = 1;

qint64 fileSize(const QString& path) {
    const QFileInfo info(path);
    return info.exists() ? info.size() : 0;
}

QByteArray jsonLine(const QJsonObject& object) {
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

QString adjudicationRecord(const AdjudicationSettings& a) {
    return QStringLiteral("draw %1,%2,%3 resign %4,%5%6 maxmoves %7")
        .arg(a.drawMoveNumber)
        .arg(a.drawMoveCount)
        .arg(a.drawScoreCp)
        .arg(a.resignMoveCount)
        .arg(a.resignScoreCp)
        .arg(a.resignTwoSided ? QStringLiteral(" two-sided") : QString())
        .arg(a.maxMoves);
}

bool appendDurably(const QString& path, const QByteArray& bytes, QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::Append)) {
        if (error) *error = QCoreApplication::translate("eschess::app", "cannot write '%1': %2").arg(path, f.errorString());
        return false;
    }
    // Synced, not just flushed: a finished game must survive a power cut or a killed machine.
    const bool ok = f.write(bytes) == bytes.size() && f.flush() && ::fsync(f.handle()) == 0;
    if (!ok && error) *error = QCoreApplication::translate("eschess::app", "cannot write '%1': %2").arg(path, f.errorString());
    f.close();
    return ok;
}

RunJournal::RunJournal(QString statePath, QString kind, QJsonObject settings, QString pgnPath)
    : m_statePath(std::move(statePath)), m_kind(std::move(kind)), m_pgnPath(std::move(pgnPath)),
      m_settings(std::move(settings)) {}

bool RunJournal::fail(QString* error, const QString& why) const {
    if (error) *error = why;
    return false;
}

bool RunJournal::create(QString* error) {
    m_games.clear();
    if (!keepsState()) return true;
    if (fileSize(m_statePath) > 0)
        return fail(error, tr("the state file '%1' exists: resume that run, or remove the file to start anew")
                               .arg(m_statePath));
    QJsonObject header{{QStringLiteral("format"), kFormat},
                       {QStringLiteral("version"), kVersion},
                       {QStringLiteral("kind"), m_kind},
                       {QStringLiteral("settings"), m_settings},
                       {QStringLiteral("pgn"), m_pgnPath},
                       {QStringLiteral("pgnBytes"), m_pgnPath.isEmpty() ? 0 : fileSize(m_pgnPath)}};
    QSaveFile f(m_statePath);
    if (!f.open(QIODevice::WriteOnly) || f.write(jsonLine(header)) < 0 || !f.commit())
        return fail(error, tr("cannot write the state file '%1': %2").arg(m_statePath, f.errorString()));
    return true;
}

bool RunJournal::resume(QString* error) {
    m_games.clear();
    if (!keepsState()) return fail(error, tr("resuming needs a state file"));
    QFile f(m_statePath);
    if (!f.open(QIODevice::ReadOnly))
        return fail(error, tr("cannot read the state file '%1': %2").arg(m_statePath, f.errorString()));
    const QByteArray text = f.readAll();
    f.close();
    auto where = [&](int line) { return QStringLiteral("%1:%2").arg(m_statePath).arg(line); };

    qint64 goodEnd = 0; // bytes of the journal that hold complete, valid lines
    qint64 pgnBytes = -1;
    int lineNumber = 0;
    qint64 pos = 0;
    while (pos < text.size()) {
        const qint64 newline = text.indexOf('\n', pos);
        const bool complete = newline >= 0;
        const QByteArray line = text.mid(pos, complete ? newline - pos : -1);
        const qint64 end = complete ? newline + 1 : text.size();
        ++lineNumber;
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
        const bool last = end >= text.size();
        if (!complete || parseError.error != QJsonParseError::NoError || !doc.isObject()) {
            // Only the last line can be torn by a kill; anything else is damage.
            if (last && lineNumber > 1) break;
            return fail(error, tr("%1: not a line of an Eschess state file").arg(where(lineNumber)));
        }
        const QJsonObject o = doc.object();
        if (lineNumber == 1) {
            if (o.value(QStringLiteral("format")).toString() != kFormat)
                return fail(error, tr("%1: not an Eschess state file").arg(where(1)));
            if (o.value(QStringLiteral("version")).toInt() != kVersion)
                return fail(error, tr("%1: state file version %2 is not supported")
                                       .arg(where(1))
                                       .arg(o.value(QStringLiteral("version")).toInt()));
            const QString kind = o.value(QStringLiteral("kind")).toString();
            if (kind != m_kind)
                return fail(error,
                            tr("%1: the state file is of a %2, not of a %3").arg(where(1), kind, m_kind));
            const QJsonObject saved = o.value(QStringLiteral("settings")).toObject();
            // Name the first setting that differs, so the user sees which argument changed.
            QStringList keys = saved.keys() + m_settings.keys();
            keys.sort();
            keys.removeDuplicates();
            auto extends = [&](const QString& key) {
                const QJsonValue before = saved.value(key), now = m_settings.value(key);
                return m_growable.contains(key) && before.isDouble() && now.isDouble() && now.toDouble() > before.toDouble();
            };
            for (const QString& key : keys)
                if (saved.value(key) != m_settings.value(key) && !extends(key)) {
                    auto show = [](const QJsonValue& v) {
                        if (v.isUndefined()) return tr("(none)");
                        if (v.isString()) return v.toString();
                        return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))
                            .mid(1)
                            .chopped(1);
                    };
                    return fail(error,
                                tr("%1: the run was started with other settings: %2 was %3, now %4")
                                    .arg(where(1), key, show(saved.value(key)), show(m_settings.value(key))));
                }
            if (o.value(QStringLiteral("pgn")).toString() != m_pgnPath)
                return fail(error, tr("%1: the run wrote its games to '%2', not '%3'")
                                       .arg(where(1), o.value(QStringLiteral("pgn")).toString(), m_pgnPath));
            pgnBytes = qint64(o.value(QStringLiteral("pgnBytes")).toDouble());
        } else {
            JournalGame g;
            g.index = o.value(QStringLiteral("game")).toInt(-1);
            g.white = o.value(QStringLiteral("white")).toInt(-1);
            g.black = o.value(QStringLiteral("black")).toInt(-1);
            g.result = eschess::parseResult(o.value(QStringLiteral("result")).toString().toStdString());
            if (g.index < 0 || g.white < 0 || g.black < 0 || g.result == eschess::GameResult::None) {
                if (last) break;
                return fail(error,
                            tr("%1: a game line needs game, white, black and result").arg(where(lineNumber)));
            }
            for (const JournalGame& seen : m_games)
                if (seen.index == g.index)
                    return fail(error,
                                tr("%1: game %2 is recorded twice").arg(where(lineNumber)).arg(g.index + 1));
            m_games.push_back(g);
            pgnBytes = qint64(o.value(QStringLiteral("pgnBytes")).toDouble());
        }
        goodEnd = end;
        pos = end;
    }
    if (lineNumber == 0 || pgnBytes < 0)
        return fail(error, tr("%1: the state file is empty").arg(m_statePath));

    // Drop a torn last line, so the next game's line starts on a line of its own.
    if (goodEnd < text.size()) {
        QFile cut(m_statePath);
        if (!cut.resize(goodEnd))
            return fail(error,
                        tr("cannot repair the state file '%1': %2").arg(m_statePath, cut.errorString()));
    }
    if (!m_pgnPath.isEmpty()) {
        const qint64 have = fileSize(m_pgnPath);
        if (have < pgnBytes)
            return fail(error,
                        tr("the PGN file '%1' has %2 bytes, but the state file recorded %3: it was changed "
                           "since; the run cannot be resumed safely")
                            .arg(m_pgnPath)
                            .arg(have)
                            .arg(pgnBytes));
        if (have > pgnBytes) {
            // A game written after the last recorded one (killed before its journal line, or
            // halfway through it): it will be played again, so it must not stay.
            QFile pgn(m_pgnPath);
            if (!pgn.resize(pgnBytes))
                return fail(error, tr("cannot cut the PGN file '%1' back to its last recorded game: %2")
                                       .arg(m_pgnPath, pgn.errorString()));
        }
    }
    return true;
}

bool RunJournal::record(const JournalGame& game, const QByteArray& pgnText, QString* error) {
    if (!m_pgnPath.isEmpty() && !appendDurably(m_pgnPath, pgnText, error)) return false;
    if (!keepsState()) return true;
    const QJsonObject line{
        {QStringLiteral("game"), game.index},
        {QStringLiteral("white"), game.white},
        {QStringLiteral("black"), game.black},
        {QStringLiteral("result"), QString::fromStdString(eschess::resultString(game.result))},
        {QStringLiteral("pgnBytes"), m_pgnPath.isEmpty() ? 0 : fileSize(m_pgnPath)}};
    if (!appendDurably(m_statePath, jsonLine(line), error)) return false;
    m_games.push_back(game);
    return true;
}

} // namespace eschess::app
