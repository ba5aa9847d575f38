#pragma once
// Test suites compiled into the programs (Qt resources under :/suites).

#include <QList>
#include <QString>

namespace eschess::app {

struct BuiltinSuite {
    QString key;      // "bk" — usable on the command line instead of a file
    QString name;     // shown to the user
    QString resource; // ":/suites/…"
};

QList<BuiltinSuite> builtinSuites();
// The EPD text of a built-in suite by key or resource path; empty when unknown.
QString builtinSuiteText(const QString& keyOrPath);

} // namespace eschess::app
