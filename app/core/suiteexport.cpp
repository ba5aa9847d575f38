#include "app/core/suiteexport.h"

#include "notation/uci_move.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStringList>

#include <limits>

namespace eschess::app {

namespace {

// The context lupdate gives this file's tr() calls (it cannot see through this helper),
// so that translations/eschess_de.ts applies at run time.
QString tr(const char* text) { return QCoreApplication::translate("eschess::app", text); }

// A JSON number as a whole number: NaN, infinities and values beyond the type become 0 or the
// nearest end, because converting an out-of-range double is undefined behaviour. History files
// are outside text like any other (edited, damaged, from another version).
template <typename Int>
Int wholeNumber(const QJsonValue& v) {
    const double d = v.toDouble();
    if (!(d == d)) return 0;
    if (d <= double(std::numeric_limits<Int>::min())) return std::numeric_limits<Int>::min();
    if (d >= double(std::numeric_limits<Int>::max())) return std::numeric_limits<Int>::max();
    return Int(d);
}

QString csvField(QString s) {
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')) || s.contains(QLatin1Char('\n'))) {
        s.replace(QLatin1String("\""), QLatin1String("\"\""));
        return QLatin1Char('"') + s + QLatin1Char('"');
    }
    return s;
}

QString qs(const std::string& s) { return QString::fromStdString(s); }

QString fileStem(const QString& suiteName) {
    QString stem = suiteName;
    stem.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]+")), QStringLiteral("_"));
    return stem.isEmpty() ? QStringLiteral("suite") : stem;
}

} // namespace

QString suiteResultsToCsv(const std::vector<SuiteResult>& results) {
    QStringList lines;
    lines << QStringLiteral(
        "engine,limit,id,category,played,solved,solved_depth,solved_time_ms,time_ms,nodes,depth,score,"
        "bk_points,miss_margin_cp,miss_margin_depth,miss_best_expected");
    for (const SuiteResult& r : results) {
        QStringList f;
        f << csvField(qs(r.engine)) << csvField(qs(r.limit)) << csvField(qs(r.id)) << qs(categoryName(r.category))
          << qs(toUci(r.played)) << (r.solved ? QStringLiteral("1") : QStringLiteral("0"))
          << (r.solvedDepth ? QString::number(*r.solvedDepth) : QString())
          << (r.solvedTimeMs ? QString::number(*r.solvedTimeMs) : QString()) << QString::number(r.timeMs)
          << QString::number(r.nodes) << QString::number(r.depth) << QString::number(r.score)
          << QString::number(r.bkPoints, 'f', 4);
        if (r.missMarginCp)
            f << QString::number(*r.missMarginCp) << QString::number(r.missMarginDepth)
              << qs(toUci(r.missBestExpected));
        else
            f << QString() << QString() << QString();
        lines << f.join(QLatin1Char(','));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QJsonDocument suiteResultsToJson(const QString& suiteName, const QString& limit, const std::vector<SuiteResult>& results) {
    QJsonArray rows;
    for (const SuiteResult& r : results) {
        QJsonObject o;
        o[QStringLiteral("engine")] = qs(r.engine);
        o[QStringLiteral("limit")] = qs(r.limit);
        o[QStringLiteral("limitDepth")] = r.limitDepth;
        o[QStringLiteral("id")] = qs(r.id);
        o[QStringLiteral("category")] = qs(categoryName(r.category));
        o[QStringLiteral("played")] = qs(toUci(r.played));
        o[QStringLiteral("playedRaw")] = int(r.played.raw());
        o[QStringLiteral("solved")] = r.solved;
        if (r.solvedDepth) o[QStringLiteral("solvedDepth")] = *r.solvedDepth;
        if (r.solvedTimeMs) o[QStringLiteral("solvedTimeMs")] = double(*r.solvedTimeMs);
        o[QStringLiteral("timeMs")] = double(r.timeMs);
        o[QStringLiteral("nodes")] = double(r.nodes);
        o[QStringLiteral("depth")] = r.depth;
        o[QStringLiteral("score")] = r.score;
        o[QStringLiteral("bkPoints")] = r.bkPoints;
        if (r.missMarginCp) {
            o[QStringLiteral("missMarginCp")] = *r.missMarginCp;
            o[QStringLiteral("missMarginDepth")] = r.missMarginDepth;
            o[QStringLiteral("missBestExpected")] = qs(toUci(r.missBestExpected));
            o[QStringLiteral("missBestExpectedRaw")] = int(r.missBestExpected.raw());
        }
        rows.append(o);
    }
    QJsonObject root;
    root[QStringLiteral("format")] = QStringLiteral("eschess-suite-run/1");
    root[QStringLiteral("suite")] = suiteName;
    root[QStringLiteral("limit")] = limit;
    root[QStringLiteral("date")] = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    root[QStringLiteral("results")] = rows;
    return QJsonDocument(root);
}

std::vector<SuiteResult> suiteResultsFromJson(const QJsonDocument& doc, QString* error) {
    std::vector<SuiteResult> out;
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("eschess-suite-run/1")) {
        if (error) *error = QStringLiteral("not an Eschess suite run (format field missing or unknown)");
        return out;
    }
    const QJsonValue list = root.value(QStringLiteral("results"));
    if (!list.isArray()) {
        if (error) *error = QStringLiteral("no results array");
        return out;
    }
    qsizetype index = 0;
    for (const QJsonValue& v : list.toArray()) {
        ++index;
        // Every result this program writes is an object with an id (the key a new run is
        // compared by); anything else means the file was damaged or written by something else,
        // and the whole file is refused rather than read as results that match nothing.
        if (!v.isObject() || !v.toObject().value(QStringLiteral("id")).isString()) {
            if (error) *error = QStringLiteral("result %1 is not an object with an id").arg(index);
            out.clear();
            return out;
        }
        const QJsonObject o = v.toObject();
        SuiteResult r;
        r.engine = o.value(QStringLiteral("engine")).toString().toStdString();
        r.limit = o.value(QStringLiteral("limit")).toString().toStdString();
        r.limitDepth = o.value(QStringLiteral("limitDepth")).toInt();
        r.id = o.value(QStringLiteral("id")).toString().toStdString();
        r.category = bratkoKopecCategory(r.id);
        r.played = Move(wholeNumber<std::uint16_t>(o.value(QStringLiteral("playedRaw"))));
        r.solved = o.value(QStringLiteral("solved")).toBool();
        if (o.contains(QStringLiteral("solvedDepth"))) r.solvedDepth = o.value(QStringLiteral("solvedDepth")).toInt();
        if (o.contains(QStringLiteral("solvedTimeMs")))
            r.solvedTimeMs = wholeNumber<std::int64_t>(o.value(QStringLiteral("solvedTimeMs")));
        r.timeMs = wholeNumber<std::int64_t>(o.value(QStringLiteral("timeMs")));
        r.nodes = wholeNumber<std::uint64_t>(o.value(QStringLiteral("nodes")));
        r.depth = o.value(QStringLiteral("depth")).toInt();
        r.score = o.value(QStringLiteral("score")).toInt();
        r.bkPoints = o.value(QStringLiteral("bkPoints")).toDouble();
        if (o.contains(QStringLiteral("missMarginCp"))) {
            r.missMarginCp = wholeNumber<int>(o.value(QStringLiteral("missMarginCp")));
            r.missMarginDepth = wholeNumber<int>(o.value(QStringLiteral("missMarginDepth")));
            r.missBestExpected =
                Move(wholeNumber<std::uint16_t>(o.value(QStringLiteral("missBestExpectedRaw"))));
        }
        out.push_back(r);
    }
    return out;
}

bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error) {
    QSaveFile file(path);
    auto fail = [&] {
        if (error) *error = tr("cannot write %1: %2").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    };
    if (!file.open(QIODevice::WriteOnly)) return fail();
    if (file.write(data) != data.size()) return fail(); // a short write: the disk is full or a limit reached
    if (!file.commit()) {
        if (error) *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

SuiteHistory::SuiteHistory(QString folder) : m_folder(std::move(folder)) {
    if (m_folder.isEmpty())
        m_folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/suite-runs");
}

QString SuiteHistory::save(const QString& suiteName, const QString& limit, const std::vector<SuiteResult>& results,
                          QString* error) const {
    if (!QDir().mkpath(m_folder)) {
        if (error) *error = tr("cannot create the folder %1").arg(m_folder);
        return {};
    }
    const QString name = fileStem(suiteName) + QLatin1Char('-') +
                         QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmsszzz")) +
                         QStringLiteral(".json");
    const QString path = QDir(m_folder).filePath(name);
    if (!writeFileAtomically(path, suiteResultsToJson(suiteName, limit, results).toJson(), error)) return {};
    return path;
}

std::vector<SuiteResult> SuiteHistory::lastRun(const QString& suiteName, QString* fileOut) const {
    QDir dir(m_folder);
    // Names carry a sortable UTC time stamp, so the last in name order is the newest.
    QStringList files = dir.entryList({fileStem(suiteName) + QStringLiteral("-*.json")}, QDir::Files, QDir::Name);
    while (!files.isEmpty()) {
        QFile file(dir.filePath(files.takeLast()));
        if (!file.open(QIODevice::ReadOnly)) continue;
        QString error;
        auto results = suiteResultsFromJson(QJsonDocument::fromJson(file.readAll()), &error);
        if (!error.isEmpty()) continue; // a damaged file is skipped, never fatal
        if (fileOut) *fileOut = file.fileName();
        return results;
    }
    return {};
}

} // namespace eschess::app
