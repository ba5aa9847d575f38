#include "app/core/enginespec.h"

#include "search/searcher.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace eschess::app {

namespace {

// The context lupdate gives this file's tr() calls (it cannot see through this helper),
// so that translations/eschess_de.ts applies at run time.
QString tr(const char* text) { return QCoreApplication::translate("eschess::app", text); }

QString familyList() {
    QStringList names;
    for (const std::string& n : searcherNames()) names << QString::fromStdString(n);
    return names.isEmpty() ? tr("none built in") : names.join(QStringLiteral(", "));
}

} // namespace

QString EngineSpec::label() const {
    if (kind == Kind::Family) return searcher;
    return QFileInfo(program).fileName();
}

QString EngineSpec::toString() const {
    QStringList parts;
    if (kind == Kind::Family) {
        parts << searcher;
    } else {
        QStringList cmd{program};
        cmd << arguments;
        for (QString& c : cmd)
            if (c.contains(QLatin1Char(' '))) c = QLatin1Char('"') + c + QLatin1Char('"');
        parts << cmd.join(QLatin1Char(' '));
    }
    for (const auto& [name, value] : options) parts << name + QLatin1Char('=') + value;
    return parts.join(QLatin1Char(','));
}

std::optional<EngineSpec> parseEngineSpec(const QString& text, QString* error) {
    auto fail = [&](const QString& why) -> std::optional<EngineSpec> {
        if (error) *error = tr("engine spec '%1': %2").arg(text, why);
        return std::nullopt;
    };
    EngineSpec spec;
    spec.text = text;
    const QStringList fields = text.split(QLatin1Char(','));
    const QString head = fields.first().trimmed();
    if (head.isEmpty()) return fail(tr("no searcher name or program before the first comma"));

    const std::vector<std::string> family = searcherNames();
    const bool isFamily = std::find(family.begin(), family.end(), head.toStdString()) != family.end();
    std::unique_ptr<Searcher> probe;
    if (isFamily) {
        spec.kind = EngineSpec::Kind::Family;
        spec.searcher = head;
        probe = makeSearcher(head.toStdString());
    } else {
        QStringList words = QProcess::splitCommand(head);
        if (words.isEmpty()) return fail(tr("no program"));
        QString program = words.takeFirst();
        QString path = program;
        if (!program.contains(QLatin1Char('/'))) path = QStandardPaths::findExecutable(program);
        const QFileInfo info(path);
        if (path.isEmpty() || !info.exists())
            return fail(tr("'%1' is neither a searcher of the family (%2) nor a program that exists")
                            .arg(program, familyList()));
        if (!info.isFile() || !info.isExecutable()) return fail(tr("'%1' is not an executable file").arg(path));
        spec.kind = EngineSpec::Kind::External;
        spec.program = info.absoluteFilePath();
        spec.arguments = words;
    }

    for (int i = 1; i < fields.size(); ++i) {
        const QString field = fields[i].trimmed();
        if (field.isEmpty()) return fail(tr("option %1 is empty (two commas in a row?)").arg(i));
        const int eq = field.indexOf(QLatin1Char('='));
        if (eq < 0) return fail(tr("option %1 '%2' has no '=value'").arg(i).arg(field));
        const QString name = field.left(eq).trimmed(), value = field.mid(eq + 1).trimmed();
        if (name.isEmpty()) return fail(tr("option %1 '%2' has no name before '='").arg(i).arg(field));
        if (probe) {
            const std::string why = probe->setOption(name.toStdString(), value.toStdString());
            if (!why.empty())
                return fail(tr("option %1 '%2': %3").arg(i).arg(field, QString::fromStdString(why)));
        }
        spec.options.emplace_back(name, value);
    }
    return spec;
}

} // namespace eschess::app
