#pragma once
// Suite results as CSV and JSON, and the run history that lets a new engine version be
// compared with the last run of the same suite.

#include "rating/testsuite.h"

#include <QJsonDocument>
#include <QString>

#include <vector>

namespace eschess::app {

QString suiteResultsToCsv(const std::vector<eschess::SuiteResult>& results);
QJsonDocument suiteResultsToJson(const QString& suiteName, const QString& limit,
                                 const std::vector<eschess::SuiteResult>& results);
// Reads what suiteResultsToJson wrote; an error message when the document is not one.
std::vector<eschess::SuiteResult> suiteResultsFromJson(const QJsonDocument& doc, QString* error = nullptr);

// Writes data to path all or nothing, through QSaveFile (a temporary file, synced and renamed
// over the old one only when every byte is written): on failure the old file is untouched and
// *error names the file and the reason.
bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error);

// Past runs are kept as JSON files in a folder (by default under the user's app data folder).
class SuiteHistory {
public:
    explicit SuiteHistory(QString folder = QString());
    QString folder() const { return m_folder; }
    // Saves a run; returns the file written, or an empty string on failure.
    QString save(const QString& suiteName, const QString& limit, const std::vector<eschess::SuiteResult>& results,
                 QString* error = nullptr) const;
    // The newest saved run of this suite (empty when none), and its file.
    std::vector<eschess::SuiteResult> lastRun(const QString& suiteName, QString* file = nullptr) const;

private:
    QString m_folder;
};

} // namespace eschess::app
