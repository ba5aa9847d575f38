#include "app/ui/aboutdialog.h"

#include "app/core/enginecatalog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

namespace eschess::app {

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("About Eschess"));
    auto* icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/eschess.svg")).pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);
    const QStringList engines = familySearcherNames();
    auto* text = new QLabel(this);
    text->setTextFormat(Qt::RichText);
    text->setWordWrap(true);
    text->setOpenExternalLinks(true);
    text->setText(tr("<h2>Eschess %1</h2>"
                     "<p>A chess program to play, watch and analyse games, and a laboratory for chess "
                     "engines: from a random mover to a modern alpha-beta searcher, side by side.</p>"
                     "<p>Built-in engines: %2</p>"
                     "<p>Built with Qt %3.</p>")
                      .arg(QApplication::applicationVersion(), // set by main() from core/version.h
                           engines.isEmpty() ? tr("none") : engines.join(QStringLiteral(", ")),
                           QString::fromLatin1(qVersion())));
    text->setMinimumWidth(360);
    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    top->addWidget(text, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
}

} // namespace eschess::app
