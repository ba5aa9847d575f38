#include "app/core/settings.h"

#include <QMetaType>
#include <QVariant>

#include <algorithm>
#include <cmath>

namespace eschess::app {

namespace {
constexpr char kVersionKey[] = "version";
} // namespace

Settings::Settings() { migrate(); }

Settings::Settings(const QString& iniFile) : m_settings(iniFile, QSettings::IniFormat) { migrate(); }

void Settings::migrate() {
    // Version 1 is the first: an unknown or missing version just gets stamped. A later version
    // would translate old keys here before stamping.
    if (readInt(kVersionKey, 0, 0, 1000) != kVersion) m_settings.setValue(kVersionKey, kVersion);
}

QString Settings::readString(const char* key, const QString& fallback, int maxLength) const {
    const QVariant v = m_settings.value(QLatin1String(key));
    if (!v.isValid() || v.metaType().id() != QMetaType::QString) return fallback;
    const QString s = v.toString();
    if (s.size() > maxLength) return fallback;
    return s;
}

bool Settings::readBool(const char* key, bool fallback) const {
    const QVariant v = m_settings.value(QLatin1String(key));
    if (!v.isValid()) return fallback;
    if (v.metaType().id() == QMetaType::Bool) return v.toBool();
    const QString s = v.toString().trimmed().toLower();
    if (s == QLatin1String("true") || s == QLatin1String("1")) return true;
    if (s == QLatin1String("false") || s == QLatin1String("0")) return false;
    return fallback;
}

int Settings::readInt(const char* key, int fallback, int min, int max) const {
    const QVariant v = m_settings.value(QLatin1String(key));
    if (!v.isValid()) return fallback;
    bool ok = false;
    const int n = v.toString().trimmed().toInt(&ok);
    if (!ok || n < min || n > max) return fallback;
    return n;
}

QByteArray Settings::readBytes(const char* key) const {
    const QVariant v = m_settings.value(QLatin1String(key));
    if (!v.isValid() || v.metaType().id() != QMetaType::QByteArray) return {};
    return v.toByteArray();
}

QByteArray Settings::windowGeometry() const { return readBytes("window/geometry"); }
void Settings::setWindowGeometry(const QByteArray& g) { m_settings.setValue("window/geometry", g); }
QByteArray Settings::windowState() const { return readBytes("window/state"); }
void Settings::setWindowState(const QByteArray& s) { m_settings.setValue("window/state", s); }

QString Settings::boardTheme() const { return readString("board/theme", QString(), 64); }
void Settings::setBoardTheme(const QString& name) { m_settings.setValue("board/theme", name); }
bool Settings::showCoordinates() const { return readBool("board/coordinates", true); }
void Settings::setShowCoordinates(bool on) { m_settings.setValue("board/coordinates", on); }
bool Settings::animations() const { return readBool("board/animations", true); }
void Settings::setAnimations(bool on) { m_settings.setValue("board/animations", on); }
bool Settings::flipped() const { return readBool("board/flipped", false); }
void Settings::setFlipped(bool on) { m_settings.setValue("board/flipped", on); }

QStringList Settings::languages() {
    return {QString(),           QStringLiteral("en"), QStringLiteral("de"),   QStringLiteral("fr"),
            QStringLiteral("es"), QStringLiteral("ru"), QStringLiteral("zh_CN")};
}

QString Settings::language() const {
    const QString code = readString("language", QString(), 8);
    return languages().contains(code) ? code : QString();
}
void Settings::setLanguage(const QString& code) { m_settings.setValue("language", languages().contains(code) ? code : QString()); }

QString Settings::lastPlayer(int side) const {
    const char* key = side == 0 ? "game/white" : "game/black";
    const QString spec = readString(key, QStringLiteral("human"), 1000);
    if (spec == QLatin1String("human") || spec.startsWith(QLatin1String("engine:")) || spec.startsWith(QLatin1String("uci:")))
        return spec;
    return QStringLiteral("human");
}
void Settings::setLastPlayer(int side, const QString& spec) {
    m_settings.setValue(side == 0 ? "game/white" : "game/black", spec);
}

QString Settings::analysisEngine() const { return readString("analysis/engine", QString(), 64); }
void Settings::setAnalysisEngine(const QString& name) { m_settings.setValue("analysis/engine", name); }
int Settings::multiPv() const { return readInt("analysis/multipv", 1, 1, 5); }
void Settings::setMultiPv(int lines) { m_settings.setValue("analysis/multipv", std::clamp(lines, 1, 5)); }
int Settings::moveDelayMs() const { return readInt("game/moveDelayMs", 300, 0, 10000); }
void Settings::setMoveDelayMs(int ms) { m_settings.setValue("game/moveDelayMs", std::clamp(ms, 0, 10000)); }
bool Settings::showEngineThinking() const { return readBool("game/showEngineThinking", false); }
void Settings::setShowEngineThinking(bool on) { m_settings.setValue("game/showEngineThinking", on); }

int Settings::readClamped(const QString& key, int fallback, int min, int max) const {
    const QVariant v = m_settings.value(key);
    bool ok = false;
    const int n = v.isValid() ? v.toString().trimmed().toInt(&ok) : 0;
    return std::clamp(ok ? n : fallback, min, max);
}

QList<ExternalEngine> Settings::externalEngines() const {
    // EngineStore positions the QSettings while reading (an array) and leaves it as it was.
    return EngineStore::load(const_cast<QSettings&>(m_settings));
}
void Settings::setExternalEngines(const QList<ExternalEngine>& engines) { EngineStore::save(m_settings, engines); }

namespace {
QString matchKey(const char* name, int index) { return QStringLiteral("match/%1%2").arg(QLatin1String(name)).arg(index + 1); }
} // namespace

QString Settings::lastMatchEngine(int index) const { return m_settings.value(matchKey("engine", index)).toString(); }
void Settings::setLastMatchEngine(int index, const QString& data) { m_settings.setValue(matchKey("engine", index), data); }
QString Settings::lastMatchOptions(int index) const { return m_settings.value(matchKey("options", index)).toString().left(500); }
void Settings::setLastMatchOptions(int index, const QString& text) { m_settings.setValue(matchKey("options", index), text); }
int Settings::lastMatchGames() const { return readClamped(QStringLiteral("match/games"), 10, 1, 100000); }
void Settings::setLastMatchGames(int games) { m_settings.setValue("match/games", games); }
int Settings::lastMatchTimeControlKind() const { return readClamped(QStringLiteral("match/tcKind"), 0, 0, 3); }
void Settings::setLastMatchTimeControlKind(int kind) { m_settings.setValue("match/tcKind", kind); }
QString Settings::lastMatchTimeControlValue() const { return m_settings.value("match/tcValue").toString().left(50); }
void Settings::setLastMatchTimeControlValue(const QString& text) { m_settings.setValue("match/tcValue", text); }
QString Settings::bookPath() const { return m_settings.value("book/path").toString(); }
void Settings::setBookPath(const QString& path) { m_settings.setValue("book/path", path); }
QString Settings::explorerDatabase() const { return m_settings.value("explorer/database").toString(); }
void Settings::setExplorerDatabase(const QString& path) { m_settings.setValue("explorer/database", path); }
bool Settings::engineUsesBook() const { return m_settings.value("book/engineUsesBook", false).toBool(); }
void Settings::setEngineUsesBook(bool on) { m_settings.setValue("book/engineUsesBook", on); }
QString Settings::lastMatchOpenings() const { return m_settings.value("match/openings").toString(); }
void Settings::setLastMatchOpenings(const QString& path) { m_settings.setValue("match/openings", path); }
int Settings::lastMatchConcurrency() const { return readClamped(QStringLiteral("match/concurrency"), 1, 1, 256); }
void Settings::setLastMatchConcurrency(int games) { m_settings.setValue("match/concurrency", games); }
QString Settings::lastMatchPgn() const { return m_settings.value("match/pgn").toString(); }
void Settings::setLastMatchPgn(const QString& path) { m_settings.setValue("match/pgn", path); }

QString Settings::suiteSource() const { return m_settings.value("suite/source", QStringLiteral("bk")).toString(); }
void Settings::setSuiteSource(const QString& source) { m_settings.setValue("suite/source", source); }
QStringList Settings::suiteEngines() const { return m_settings.value("suite/engines").toStringList(); }
void Settings::setSuiteEngines(const QStringList& specs) { m_settings.setValue("suite/engines", specs); }
int Settings::suiteLimitKind() const {
    const int kind = readClamped(QStringLiteral("suite/limitKind"), 0, -1, 4);
    return kind >= 0 && kind <= 3 ? kind : 0;
}
void Settings::setSuiteLimitKind(int kind) { m_settings.setValue("suite/limitKind", kind); }
int Settings::suiteMoveTimeMs() const { return readClamped(QStringLiteral("suite/moveTimeMs"), 1000, 10, 3600000); }
void Settings::setSuiteMoveTimeMs(int ms) { m_settings.setValue("suite/moveTimeMs", ms); }
int Settings::suiteDepth() const { return readClamped(QStringLiteral("suite/depth"), 4, 1, 64); }
void Settings::setSuiteDepth(int depth) { m_settings.setValue("suite/depth", depth); }
int Settings::suiteSweepTimeoutMs() const { return readClamped(QStringLiteral("suite/sweepTimeoutMs"), 10000, 100, 3600000); }
void Settings::setSuiteSweepTimeoutMs(int ms) { m_settings.setValue("suite/sweepTimeoutMs", ms); }
int Settings::suiteNodes() const { return readClamped(QStringLiteral("suite/nodes"), 1000000, 1000, 2000000000); }
void Settings::setSuiteNodes(int nodes) { m_settings.setValue("suite/nodes", nodes); }
int Settings::suiteJobs() const { return readClamped(QStringLiteral("suite/jobs"), 1, 1, 256); }
void Settings::setSuiteJobs(int jobs) { m_settings.setValue("suite/jobs", jobs); }
double Settings::suiteBkScale() const {
    bool ok = false;
    const double scale = m_settings.value("suite/bkScale", 1.0).toDouble(&ok);
    return ok && std::isfinite(scale) ? std::clamp(scale, 0.001, 100.0) : 1.0;
}
void Settings::setSuiteBkScale(double scale) { m_settings.setValue("suite/bkScale", scale); }
bool Settings::suiteMissMargins() const { return m_settings.value("suite/missMargins", false).toBool(); }
void Settings::setSuiteMissMargins(bool on) { m_settings.setValue("suite/missMargins", on); }

QString Settings::lastDirectory() const { return readString("files/lastDirectory", QString(), 4096); }
void Settings::setLastDirectory(const QString& dir) { m_settings.setValue("files/lastDirectory", dir); }

} // namespace eschess::app
