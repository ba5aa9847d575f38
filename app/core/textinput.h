#pragma once
// Limits on outside text that the app reads in one piece (PGN and EPD from a file, the
// clipboard, an openings file, the ACPL dialog's games), so that a huge or hostile input gives
// a clear message instead of exhausting memory, and so that a file with thousands of bad
// records shows a readable list instead of one enormous message box.

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace eschess::app {

// The largest PGN or EPD text read in one piece, wherever it comes from.
constexpr qint64 kMaxTextInputBytes = qint64(64) << 20;
// The most parser messages shown together; the rest are counted ("… and 250 more").
constexpr int kMaxShownMessages = 100;

// "games.pgn is too large (80 MiB); the limit is 64 MiB." — what names the input and its size.
QString textTooLargeMessage(const QString& what, qint64 bytes);

// The whole file, or nullopt with *error set when it cannot be read or is larger than
// kMaxTextInputBytes (checked before reading, so nothing large is ever loaded).
std::optional<QByteArray> readTextInput(const QString& path, QString* error);

// Text already in memory (the clipboard): false with *error set when it is over the limit.
bool checkTextInputSize(const QString& text, const QString& what, QString* error);

// At most `max` of the messages, then one line counting the rest (all of them when there is
// just one more: the parser's own "… and N more" line is then shown as it is).
QStringList cappedMessages(const std::vector<std::string>& messages, int max = kMaxShownMessages);
QStringList cappedMessages(const QStringList& messages, int max = kMaxShownMessages);

} // namespace eschess::app
