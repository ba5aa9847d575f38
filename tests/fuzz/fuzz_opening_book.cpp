// Fuzzes the match openings reader (app/core/openingsuite) on PGN and EPD text (the first byte
// picks which): no input may crash or hang; every opening it accepts is playable from its start
// and its warnings stay capped.
#include "app/core/openingsuite.h"

#include "app/core/textinput.h"
#include "core/movegen.h"

#include <cstdint>
#include <cstdlib>

using namespace eschess;
using namespace eschess::app;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    Position::init();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const bool isPgn = data[0] & 1;
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    OpeningSuite book;
    QString error;
    const bool ok = book.loadText(text, isPgn, QStringLiteral("fuzz"), &error);
    if (ok != !book.empty() || (!ok && error.isEmpty())) std::abort();
    if (book.warnings().size() > kMaxShownMessages + 1) std::abort();
    for (int i = 0; i < book.size(); ++i) {
        Position p = book.at(i).start;
        for (Move m : book.at(i).moves) {
            bool legal = false;
            for (Move l : legalMoves(p)) legal = legal || l == m;
            if (!legal) std::abort();
            p.makeMove(m);
        }
    }
    (void)book.openingForPair(7, true, 42);
    return 0;
}
