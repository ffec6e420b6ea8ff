#include "ui/settings/settings_dialog.h"

#include "core/scenario/scenario.h"
#include "db/postgres_target.h"
#include "ui/common/range_spin_box.h"
#include "ui/common/study_limits.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace gpuadvisor::ui {

SettingsDialog::SettingsDialog(const AppSettings& settings, const std::vector<std::string>& currencies,
                               QWidget* parent)
    : QDialog(parent), m_settings(settings) {
    setWindowTitle(tr("Settings"));
    auto* form = new QFormLayout(this);
    m_language = new QComboBox;
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Português (Brasil)"), QStringLiteral("pt-BR"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings.language)));
    m_currency = new QComboBox;
    fillCurrencies(m_currency, currencies, settings.currency);
    m_company = new QLineEdit(settings.companyName);
    m_company->setMaxLength(int(kMaxNameLength)); // as the CLI's --company
    m_logo = new QLineEdit(settings.logoPath);
    auto* browse = new QPushButton(tr("Browse…"));
    auto* logoRow = new QHBoxLayout;
    logoRow->addWidget(m_logo);
    logoRow->addWidget(browse);
    m_pageSize = new QComboBox;
    m_pageSize->addItem(QStringLiteral("A4"), QStringLiteral("A4"));
    m_pageSize->addItem(QStringLiteral("Letter"), QStringLiteral("Letter"));
    m_pageSize->setCurrentIndex(std::max(0, m_pageSize->findData(settings.reportPageSize)));
    m_horizon = new RangeSpinBox;
    limitHorizon(m_horizon);
    m_horizon->setSuffix(tr(" months"));
    m_horizon->setValue(settings.defaultHorizonMonths);
    m_utilisation = new RangeSpinBox;
    limitUtilisation(m_utilisation);
    m_utilisation->setSuffix(QStringLiteral(" %"));
    m_utilisation->setValue(settings.defaultUtilisationPercent);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("Default &currency:"), m_currency);
    form->addRow(tr("Company &name (reports):"), m_company);
    form->addRow(tr("Company &logo (reports):"), logoRow);
    form->addRow(tr("Report &page size:"), m_pageSize);
    form->addRow(tr("Default &horizon:"), m_horizon);
    form->addRow(tr("Default &utilisation:"), m_utilisation);
    // Team catalog (issue 20): a shared PostgreSQL catalog instead of this computer's file.
    m_teamCatalog = new QLineEdit(settings.teamCatalogUrl);
    m_teamCatalog->setObjectName(QStringLiteral("teamCatalogUrl"));
    m_teamCatalog->setPlaceholderText(QStringLiteral("postgresql://user@host:5432/database"));
    auto* teamHint = new QLabel(tr(
        "Empty: this computer's catalog file. The password comes from PGPASSWORD or ~/.pgpass, never from "
        "here. Takes effect at the next start; when the server cannot be reached, the last synced copy opens "
        "read-only."));
    teamHint->setWordWrap(true);
    m_teamCatalogProblem = new QLabel;
    m_teamCatalogProblem->setObjectName(QStringLiteral("teamCatalogProblem"));
    m_teamCatalogProblem->setWordWrap(true);
    m_teamCatalogProblem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_teamCatalogProblem->hide();
    form->addRow(tr("&Team catalog:"), m_teamCatalog);
    form->addRow(QString(), teamHint);
    form->addRow(QString(), m_teamCatalogProblem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        // A URL that cannot work is named here, and what was typed stays for correcting.
        const QString url = m_teamCatalog->text().trimmed();
        if (!url.isEmpty()) {
            const auto target = db::parsePostgresUrl(url);
            if (!target) {
                m_teamCatalogProblem->setText(QString::fromStdString(target.error().message));
                m_teamCatalogProblem->show();
                adjustSize(); // room for the message
                m_teamCatalog->setFocus();
                return;
            }
        }
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Company logo"), QString(),
                                                          tr("Images (*.png *.svg *.jpg)"));
        if (!path.isEmpty())
            m_logo->setText(path);
    });
}

AppSettings SettingsDialog::settings() const {
    AppSettings s = m_settings;
    s.language = m_language->currentData().toString();
    s.currency = m_currency->currentText();
    s.companyName = m_company->text().trimmed();
    s.logoPath = m_logo->text().trimmed();
    s.reportPageSize = m_pageSize->currentData().toString();
    s.defaultHorizonMonths = m_horizon->value();
    s.defaultUtilisationPercent = m_utilisation->value();
    s.teamCatalogUrl = m_teamCatalog->text().trimmed();
    return s;
}

} // namespace gpuadvisor::ui
