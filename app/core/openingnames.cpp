#include "app/core/openingnames.h"

#include <QDebug>
#include <QFile>

namespace eschess::app {

namespace {

eschess::OpeningIndex build() {
    eschess::OpeningIndex index;
    for (const char* part : {"a", "b", "c", "d", "e"}) {
        const QString path = QStringLiteral(":/openings/eco/%1.tsv").arg(QLatin1String(part));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            qWarning().noquote() << "opening names:" << path << "is missing";
            continue;
        }
        const QByteArray text = file.readAll();
        for (const std::string& e : index.addTsv(std::string_view(text.constData(), size_t(text.size()))))
            qWarning().noquote() << "opening names:" << path << QString::fromStdString(e);
    }
    return index;
}

} // namespace

const eschess::OpeningIndex& openingNames() {
    static const eschess::OpeningIndex index = build(); // thread-safe initialisation
    return index;
}

QString openingLabel(const eschess::Position& start, const std::vector<eschess::Move>& moves) {
    const eschess::Opening* o = openingNames().classify(start, moves);
    return o ? QStringLiteral("%1 %2").arg(QString::fromStdString(o->eco), QString::fromStdString(o->name)) : QString();
}

} // namespace eschess::app
