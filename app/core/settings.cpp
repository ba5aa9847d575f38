#include "app/core/settings.h"

#include <QMetaType>
#include <QVariant>

#include <algorithm>

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

QStringList Settings::languages() { return {QString(), QStringLiteral("en"), QStringLiteral("de")}; }

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

QString Settings::lastDirectory() const { return readString("files/lastDirectory", QString(), 4096); }
void Settings::setLastDirectory(const QString& dir) { m_settings.setValue("files/lastDirectory", dir); }

} // namespace eschess::app
