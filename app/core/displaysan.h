#pragma once
// SAN as the reader's language writes it: the piece letters of the language (German Sf3, French
// Cf3, Russian Кf3). Only for what the screen shows — the move list, the notation, the engine
// lines. PGN files, UCI, copied PGN and eschess-cli stay in English SAN, which every program
// reads. docs/translations.md lists the letters of each language.

#include <QLocale>
#include <QString>
#include <QStringList>

namespace eschess::app {

// The language whose letters displaySan() writes. main() sets it to the language the interface
// is shown in; until then it is English, so tests and scripts see English SAN whatever the
// machine's locale is.
void setSanLanguage(QLocale::Language language);
QLocale::Language sanLanguage();

// The letters for king, queen, rook, bishop and knight, in that order; English K Q R B N for a
// language that has no letters of its own.
QStringList sanPieceLetters(QLocale::Language language);

// `san` — one move ("Nxe5+", "e8=Q") or a numbered line ("12. Nf3 Nc6") — with its piece letters
// in `language`. Castling (O-O), files, ranks and suffixes stay as they are.
QString displaySan(const QString& san, QLocale::Language language);
QString displaySan(const QString& san); // in sanLanguage()

} // namespace eschess::app
