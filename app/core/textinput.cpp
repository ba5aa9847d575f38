#include "app/core/textinput.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace eschess::app {

namespace {

// The context lupdate gives this file's tr() calls (it cannot see through this helper),
// so that translations/eschess_de.ts applies at run time.
QString tr(const char* text) { return QCoreApplication::translate("eschess::app", text); }

QString mebibytes(qint64 bytes) { return QString::number(double(bytes) / (1 << 20), 'f', bytes % (1 << 20) ? 1 : 0); }

} // namespace

QString textTooLargeMessage(const QString& what, qint64 bytes) {
    return tr("%1 is too large (%2 MiB); the limit is %3 MiB.").arg(what, mebibytes(bytes), mebibytes(kMaxTextInputBytes));
}

std::optional<QByteArray> readTextInput(const QString& path, QString* error) {
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("Cannot open %1: %2").arg(name, file.errorString());
        return std::nullopt;
    }
    // size() is 0 for pipes and some special files: read one byte past the limit to be sure.
    if (file.size() > kMaxTextInputBytes) {
        if (error) *error = textTooLargeMessage(name, file.size());
        return std::nullopt;
    }
    QByteArray data = file.read(kMaxTextInputBytes + 1);
    if (data.size() > kMaxTextInputBytes) {
        if (error) *error = textTooLargeMessage(name, data.size());
        return std::nullopt;
    }
    if (file.error() != QFileDevice::NoError) {
        if (error) *error = tr("Cannot read %1: %2").arg(name, file.errorString());
        return std::nullopt;
    }
    return data;
}

bool checkTextInputSize(const QString& text, const QString& what, QString* error) {
    // Every UTF-16 unit is at least one UTF-8 byte: the length is a lower bound of the size.
    if (text.size() <= kMaxTextInputBytes) return true;
    if (error) *error = textTooLargeMessage(what, text.size());
    return false;
}

// One line over the cap is shown rather than counted: it is usually the parser's own "… more".
QStringList cappedMessages(const QStringList& messages, int max) {
    if (messages.size() <= max + 1) return messages;
    QStringList out = messages.mid(0, max);
    out << tr("… and %1 more").arg(messages.size() - max);
    return out;
}

QStringList cappedMessages(const std::vector<std::string>& messages, int max) {
    const bool cut = messages.size() > std::size_t(max) + 1;
    QStringList first;
    for (std::size_t i = 0; i < messages.size() && (!cut || int(i) < max); ++i) first << QString::fromStdString(messages[i]);
    if (cut) first << tr("… and %1 more").arg(qint64(messages.size()) - max);
    return first;
}

} // namespace eschess::app
