#pragma once
// Where a match or tournament started from a dialog keeps its state file when the field is left
// empty. Without one a crash would lose the run, so the dialogs always keep one.

#include <QString>

namespace eschess::app {

// The PGN file's name with ".state" added, or, when that file holds a run already (an earlier
// run into the same PGN file), the PGN file's name with the time and ".state"; without a PGN
// file, a file named after the kind of run and the time in the application's data folder. So
// one run's file never blocks the next; the dialogs remember the file used, for Resume.
QString defaultStatePath(const QString& pgnPath, const QString& kind);

} // namespace eschess::app
