#pragma once
// The sub-commands of eschess-cli. Each returns the process exit status.

#include <QStringList>

namespace eschess::cli {

int runPerft(const QStringList& args); // perft FEN DEPTH [--divide]

} // namespace eschess::cli
