#include "app/core/openingsuite.h"

#include "app/core/textinput.h"

#include "core/chess960.h"
#include "notation/epd.h"
#include "notation/pgn.h"
#include "notation/uci_move.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <algorithm>
#include <numeric>
#include <random>

namespace eschess::app {

namespace {

// The context lupdate gives this file's tr() calls (it cannot see through this helper),
// so that translations/eschess_de.ts applies at run time.
QString tr(const char* text) { return QCoreApplication::translate("eschess::app::OpeningSuite", text); }

} // namespace

bool OpeningSuite::load(const QString& path, QString* error) {
    QString why;
    const std::optional<QByteArray> data = readTextInput(path, &why);
    if (!data) {
        if (error) *error = tr("cannot read openings file '%1': %2").arg(path, why);
        return false;
    }
    QString text = QString::fromUtf8(*data);
    text.remove(QLatin1Char('\r')); // as QIODevice::Text did
    const bool isPgn = QFileInfo(path).suffix().compare(QLatin1String("pgn"), Qt::CaseInsensitive) == 0 ||
                       text.trimmed().startsWith(QLatin1Char('['));
    return loadText(text, isPgn, QFileInfo(path).fileName(), error);
}

bool OpeningSuite::loadText(const QString& text, bool isPgn, const QString& sourceName, QString* error) {
    m_openings.clear();
    m_warnings.clear();
    QString tooLarge;
    if (!checkTextInputSize(text, sourceName, &tooLarge)) {
        if (error) *error = tooLarge;
        return false;
    }
    const std::string utf8 = text.toStdString();
    if (isPgn) {
        const PgnReadResult read = readPgn(utf8);
        for (const std::string& e : read.errors) m_warnings << sourceName + QStringLiteral(": ") + QString::fromStdString(e);
        int n = 0;
        for (const PgnGame& g : read.games) {
            ++n;
            Opening o;
            o.start = g.start;
            o.moves = g.moves;
            QString label = QString::fromStdString(g.tag("Opening"));
            if (label.isEmpty()) label = QString::fromStdString(g.tag("ECO"));
            o.label = label.isEmpty() ? QStringLiteral("%1 #%2").arg(sourceName).arg(n) : label;
            m_openings.push_back(std::move(o));
        }
    } else {
        const EpdFile read = parseEpdFile(utf8);
        for (const std::string& e : read.errors) m_warnings << sourceName + QStringLiteral(": ") + QString::fromStdString(e);
        for (const EpdRecord& r : read.records) {
            Opening o;
            o.start = r.position;
            const QString id = QString::fromStdString(r.id());
            o.label = id.isEmpty() ? QStringLiteral("%1:%2").arg(sourceName).arg(r.line) : id;
            m_openings.push_back(std::move(o));
        }
    }
    m_warnings = cappedMessages(m_warnings); // a file of 100 000 bad records is not 100 000 lines of warning
    if (m_openings.empty()) {
        if (error) {
            *error = tr("no usable opening in '%1'").arg(sourceName);
            if (!m_warnings.isEmpty()) *error += QStringLiteral(" (") + m_warnings.first() + QLatin1Char(')');
        }
        return false;
    }
    return true;
}

void OpeningSuite::loadChess960Starts() {
    m_openings.clear();
    m_warnings.clear();
    for (int n = 0; n < kChess960Positions; ++n)
        m_openings.push_back(Opening{
            *Position::fromFen(chess960StartFen(n), true), {}, QStringLiteral("Chess960 #%1").arg(n)});
}

void OpeningSuite::makeChess960() {
    for (Opening& o : m_openings)
        if (!o.start.isChess960()) o.start = *Position::fromFen(o.start.fen(), true);
}

bool OpeningSuite::loadForRun(const QString& path, bool chess960, QString* error) {
    if (path.isEmpty()) {
        m_openings.clear();
        m_warnings.clear();
        if (chess960) loadChess960Starts();
        return true;
    }
    if (!load(path, error)) return false;
    if (chess960) makeChess960();
    return true;
}

Opening OpeningSuite::openingForPair(int pair, bool random, quint64 seed) const {
    if (m_openings.empty()) return Opening{eschess::Position(), {}, QStringLiteral("startpos")};
    const int n = size();
    if (!random) return m_openings[std::size_t(pair % n)];
    const int pass = pair / n;
    std::vector<int> order(std::size_t(n), 0);
    std::iota(order.begin(), order.end(), 0);
    std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ULL + quint64(pass));
    // Fisher–Yates with our own index draw: std::shuffle's sequence differs between libraries.
    for (int i = n - 1; i > 0; --i) std::swap(order[std::size_t(i)], order[std::size_t(rng() % quint64(i + 1))]);
    return m_openings[std::size_t(order[std::size_t(pair % n)])];
}

QString OpeningSuite::digest() const {
    if (m_openings.empty()) return {};
    QCryptographicHash hash(QCryptographicHash::Sha1);
    for (const Opening& o : m_openings) {
        hash.addData(QByteArray::fromStdString(o.start.fen()));
        for (eschess::Move m : o.moves) hash.addData(QByteArray::fromStdString(' ' + eschess::toUci(m)));
        hash.addData(QByteArrayView("\n"));
    }
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace eschess::app
