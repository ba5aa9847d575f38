#include "app/core/displaysan.h"

#include <atomic>

namespace eschess::app {

namespace {
// Set once at start-up; atomic because engine views may format lines off the GUI thread.
std::atomic<int> g_language{QLocale::English};
} // namespace

void setSanLanguage(QLocale::Language language) { g_language.store(language, std::memory_order_relaxed); }
QLocale::Language sanLanguage() { return QLocale::Language(g_language.load(std::memory_order_relaxed)); }

// The letters each language's chess books print (the FIDE Laws of Chess, appendix C, let every
// country use the first letters of its own piece names). Chinese books on international chess
// print the English letters, so Chinese keeps them.
QStringList sanPieceLetters(QLocale::Language language) {
    switch (language) {
    case QLocale::German: return {QStringLiteral("K"), QStringLiteral("D"), QStringLiteral("T"), QStringLiteral("L"), QStringLiteral("S")};
    case QLocale::French: return {QStringLiteral("R"), QStringLiteral("D"), QStringLiteral("T"), QStringLiteral("F"), QStringLiteral("C")};
    case QLocale::Spanish: return {QStringLiteral("R"), QStringLiteral("D"), QStringLiteral("T"), QStringLiteral("A"), QStringLiteral("C")};
    case QLocale::Russian: return {QStringLiteral("Кр"), QStringLiteral("Ф"), QStringLiteral("Л"), QStringLiteral("С"), QStringLiteral("К")};
    default: return {QStringLiteral("K"), QStringLiteral("Q"), QStringLiteral("R"), QStringLiteral("B"), QStringLiteral("N")};
    }
}

QString displaySan(const QString& san, QLocale::Language language) {
    const QStringList letters = sanPieceLetters(language);
    // In SAN the only capitals are piece letters and the O of castling: files are lower case.
    static const QString kEnglish = QStringLiteral("KQRBN");
    if (letters.join(QString()) == kEnglish) return san;
    QString out;
    out.reserve(san.size() + 4);
    for (const QChar c : san) {
        const qsizetype piece = kEnglish.indexOf(c);
        if (piece >= 0) out += letters[piece];
        else out += c;
    }
    return out;
}

QString displaySan(const QString& san) { return displaySan(san, sanLanguage()); }

} // namespace eschess::app
