#include "ui/wizard/constraints_page.h"

#include "core/compliance/customer_vocabulary.h"
#include "ui/common/country_names.h"
#include "ui/common/range_spin_box.h"
#include "ui/common/study_limits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace gpuadvisor::ui {

namespace {

// Words for the ids of core/compliance/customer_vocabulary, which decides which ids there are.
QString organisationLabel(std::string_view id) {
    if (id == "bcb_regulated")
        return ConstraintsPage::tr("Brazilian financial institution (BCB, CMN 4.893)");
    if (id == "br_federal")
        return ConstraintsPage::tr("Brazilian federal public administration");
    if (id == "br_federal_sisp")
        return ConstraintsPage::tr("Brazilian federal body in SISP");
    if (id == "health_provider")
        return ConstraintsPage::tr("Health provider");
    if (id == "eu_entity")
        return ConstraintsPage::tr("EU organisation");
    if (id == "pt_entity")
        return ConstraintsPage::tr("Portuguese organisation");
    if (id == "us_covered_entity")
        return ConstraintsPage::tr("US HIPAA covered entity");
    if (id == "eu_financial")
        return ConstraintsPage::tr("EU financial entity (DORA)");
    if (id == "eu_insurer")
        return ConstraintsPage::tr("EU insurer (DORA)");
    if (id == "br_telecom")
        return ConstraintsPage::tr("Brazilian telecom operator (Anatel)");
    return ConstraintsPage::tr("Private company");
}

QString dataClassLabel(std::string_view id) {
    if (id == "sensitive_health")
        return ConstraintsPage::tr("Health data (sensitive)");
    if (id == "financial")
        return ConstraintsPage::tr("Financial / banking secrecy");
    if (id == "classified_reservado")
        return ConstraintsPage::tr("Classified (reservado)");
    if (id == "classified_secreto")
        return ConstraintsPage::tr("Classified (secreto)");
    if (id == "classified_ultrassecreto")
        return ConstraintsPage::tr("Classified (ultrassecreto)");
    return ConstraintsPage::tr("Personal data");
}

QCheckBox* addBox(std::map<std::string, QCheckBox*>& boxes, QLayout* layout, const std::string& key,
                  const QString& text) {
    auto* box = new QCheckBox(text);
    boxes[key] = box;
    layout->addWidget(box);
    return box;
}

QListWidget* checkList(const std::vector<std::pair<std::string, QString>>& items) {
    auto* list = new QListWidget;
    for (const auto& [key, text] : items) {
        auto* item = new QListWidgetItem(text, list);
        item->setData(Qt::UserRole, QString::fromStdString(key));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(Qt::Unchecked);
    }
    list->setMaximumHeight(110);
    return list;
}

} // namespace

ConstraintsPage::ConstraintsPage(db::SnapshotPtr snapshot, QWidget* parent) : ScenarioPage(parent) {
    setTitle(tr("Constraints"));
    setSubTitle(tr("Who is the customer, what data is involved, where may it go, and what may it cost? "
                   "Leave a list unticked to allow everything in it."));
    auto* layout = new QGridLayout(this);

    auto* who = new QGroupBox(tr("Customer and data"));
    auto* whoLayout = new QVBoxLayout(who);
    m_organisation = new QComboBox;
    for (const std::string_view key : organisationKinds())
        m_organisation->addItem(organisationLabel(key),
                                QString::fromLatin1(key.data(), qsizetype(key.size())));
    auto* orgRow = new QFormLayout;
    orgRow->addRow(tr("&Organisation:"), m_organisation);
    whoLayout->addLayout(orgRow);
    whoLayout->addWidget(new QLabel(tr("Data processed:")));
    for (const std::string_view key : dataClassIds())
        addBox(m_dataClasses, whoLayout, std::string(key), dataClassLabel(key));
    auto* subjects = new QHBoxLayout;
    subjects->addWidget(new QLabel(tr("Data subjects in:")));
    for (const char* j : {"BR", "EU", "PT", "US"})
        addBox(m_subjects, subjects, j, QString::fromLatin1(j));
    whoLayout->addLayout(subjects);
    m_vendorTraining = new QCheckBox(tr("The provider may train on the data"));
    m_sovereign = new QCheckBox(tr("Customer asks for a sovereign (in-country) cloud"));
    m_highRiskAi = new QCheckBox(tr("High-risk AI use (EU AI Act Annex III)"));
    m_pix = new QCheckBox(tr("Touches Pix payments"));
    for (QCheckBox* box : {m_vendorTraining, m_sovereign, m_highRiskAi, m_pix})
        whoLayout->addWidget(box);
    whoLayout->addStretch(); // pack the fields at the top rather than spreading them over the group
    layout->addWidget(who, 0, 0, 2, 1);

    auto* where = new QGroupBox(tr("Where and how"));
    auto* whereLayout = new QVBoxLayout(where);
    auto* acquisitions = new QHBoxLayout;
    addBox(m_acquisitions, acquisitions, "cloud", tr("Cloud (hourly)"));
    addBox(m_acquisitions, acquisitions, "bare-metal", tr("Bare metal (monthly)"));
    addBox(m_acquisitions, acquisitions, "owned", tr("Buy (own)"));
    whereLayout->addLayout(acquisitions);
    std::vector<std::pair<std::string, QString>> providers, countries;
    std::set<std::string> seen;
    for (const ProviderInfo& p : snapshot->costs.providers)
        providers.push_back({p.id, QString::fromStdString(p.name.empty() ? p.id : p.name)});
    for (const CloudOffer& o : snapshot->costs.cloudOffers)
        if (!o.country.empty())
            seen.insert(o.country);
    for (const BareMetalOffer& b : snapshot->costs.bareMetalOffers)
        if (!b.country.empty())
            seen.insert(b.country);
    seen.insert({"BR", "PT"});
    for (const std::string& c : seen)
        countries.push_back({c, countryName(c)});
    std::sort(countries.begin(), countries.end(), [](const auto& a, const auto& b) {
        return QString::localeAwareCompare(a.second, b.second) < 0;
    });
    m_providers = checkList(providers);
    m_countries = checkList(countries);
    whereLayout->addWidget(new QLabel(tr("Allowed providers:")));
    whereLayout->addWidget(m_providers);
    whereLayout->addWidget(new QLabel(tr("Allowed data-centre countries:")));
    whereLayout->addWidget(m_countries);
    layout->addWidget(where, 0, 1);

    auto* money = new QGroupBox(tr("Money and time"));
    auto* moneyLayout = new QFormLayout(money);
    m_currency = new QComboBox;
    fillCurrencies(m_currency, snapshot->costs.fxRates, QStringLiteral("BRL"));
    m_buyerCountry = new QComboBox;
    for (const char* code : {"BR", "PT", "US", "DE", "ES", "FR", "IE", "NL"})
        m_buyerCountry->addItem(countryName(code), QString::fromLatin1(code));
    m_horizon = new RangeSpinBox;
    limitHorizon(m_horizon);
    m_horizon->setSuffix(tr(" months"));
    m_utilisation = new RangeSpinBox;
    limitUtilisation(m_utilisation);
    m_utilisation->setSuffix(QStringLiteral(" %"));
    m_budget = new QDoubleSpinBox;
    m_budget->setRange(0, 1e12);
    m_budget->setDecimals(0);
    m_budget->setGroupSeparatorShown(true);
    m_budget->setSpecialValueText(tr("no limit"));
    m_rackPower = new QDoubleSpinBox;
    m_rackPower->setObjectName(QStringLiteral("rackPower"));
    m_rackPower->setRange(0, 1000);
    m_rackPower->setDecimals(1);
    m_rackPower->setSuffix(QStringLiteral(" kW"));
    m_rackPower->setSpecialValueText(tr("catalog default"));
    m_rackPower->setToolTip(tr(
        "The most one rack of your site can power and cool; servers to buy that draw more are not offered."));
    moneyLayout->addRow(tr("&Currency:"), m_currency);
    moneyLayout->addRow(tr("Buyer's &country:"), m_buyerCountry);
    moneyLayout->addRow(tr("&Horizon:"), m_horizon);
    moneyLayout->addRow(tr("Expected &utilisation:"), m_utilisation);
    moneyLayout->addRow(tr("&Rack power limit:"), m_rackPower);
    // The budget is the whole horizon's (serving) or one job's (training, batch), in the study's currency.
    moneyLayout->addRow(tr("&Budget (whole horizon or job):"), m_budget);
    m_budget->setToolTip(
        tr("The most the whole horizon may cost (serving), or one job (training, batch), in the "
           "currency above; options above it are shown as over budget, never ranked."));
    const auto budgetCurrency = [this] {
        m_budget->setSuffix(QStringLiteral(" ") + m_currency->currentText());
    };
    connect(m_currency, &QComboBox::currentTextChanged, m_budget, budgetCurrency);
    budgetCurrency();
    layout->addWidget(money, 1, 1);

    // What the buyer's procurement accepts beyond the law; by default it follows from the data above.
    auto* policy = new QGroupBox(tr("Procurement policy"));
    policy->setToolTip(tr("Left at \"default\", a rule follows from the organisation and the data: personal, "
                          "financial, health or classified data exclude marketplace hosts and consumer GPUs; "
                          "health data excludes 4-bit weights."));
    auto* policyLayout = new QGridLayout(policy);
    auto choice = [&](const char* name, const QStringList& labels, const QStringList& keys) {
        auto* box = new QComboBox;
        box->setObjectName(QString::fromLatin1(name));
        for (qsizetype i = 0; i < labels.size(); ++i)
            box->addItem(labels[i], keys[i]);
        return box;
    };
    const QString byData = tr("default for this customer");
    m_marketplace = choice("marketplacePolicy", {byData, tr("allowed"), tr("not allowed")},
                           {"default", "allowed", "excluded"});
    m_consumerGpus = choice("consumerGpuPolicy", {byData, tr("allowed"), tr("not allowed")},
                            {"default", "allowed", "excluded"});
    m_fourBit = choice("fourBitPolicy", {byData, tr("allowed"), tr("not allowed")},
                       {"default", "allowed", "excluded"});
    m_redundancy =
        choice("redundancyPolicy", {byData, tr("none"), tr("N+1 across servers"), tr("N+1 across sites")},
               {"default", "none", "n+1-servers", "n+1-sites"});
    m_minSla = new QDoubleSpinBox;
    m_minSla->setObjectName(QStringLiteral("minSla"));
    m_minSla->setRange(0, 100);
    m_minSla->setDecimals(2);
    m_minSla->setSuffix(QStringLiteral(" %"));
    m_minSla->setSpecialValueText(tr("no minimum"));
    m_deadlineMargin = new RangeSpinBox;
    m_deadlineMargin->setObjectName(QStringLiteral("deadlineMargin"));
    m_deadlineMargin->setRange(0, 100);
    m_deadlineMargin->setSuffix(QStringLiteral(" %"));
    m_deadlineMargin->setToolTip(tr("A training or batch plan must finish with this share of its run time "
                                    "to spare before the deadline."));
    const std::pair<QString, QWidget*> fields[] = {{tr("&Marketplace hosts:"), m_marketplace},
                                                   {tr("Consumer &GPUs:"), m_consumerGpus},
                                                   {tr("&4-bit weights:"), m_fourBit},
                                                   {tr("Re&dundancy:"), m_redundancy},
                                                   {tr("Least &SLA:"), m_minSla},
                                                   {tr("Deadline &margin:"), m_deadlineMargin}};
    for (int i = 0; i < 6; ++i) {
        auto* label = new QLabel(fields[i].first);
        label->setBuddy(fields[i].second);
        policyLayout->addWidget(label, i / 3, (i % 3) * 2);
        policyLayout->addWidget(fields[i].second, i / 3, (i % 3) * 2 + 1);
    }
    layout->addWidget(policy, 2, 0, 1, 2);
}

namespace {

void selectKey(QComboBox* box, const QString& key) {
    box->setCurrentIndex(std::max(0, box->findData(key)));
}

QString boolKey(const std::optional<bool>& value) {
    return !value   ? QStringLiteral("default")
           : *value ? QStringLiteral("allowed")
                    : QStringLiteral("excluded");
}

std::optional<bool> keyBool(const QComboBox* box) {
    const QString key = box->currentData().toString();
    return key == QLatin1String("default") ? std::nullopt
                                           : std::optional<bool>(key == QLatin1String("allowed"));
}

std::vector<std::string> tiersWithoutMarketplace() {
    std::vector<std::string> out;
    for (std::string_view tier : supplierTierIds())
        if (tier != "marketplace")
            out.emplace_back(tier);
    return out;
}

} // namespace

void ConstraintsPage::setChecked(QListWidget* list, const std::vector<std::string>& values) {
    for (int i = 0; i < list->count(); ++i) {
        const std::string key = list->item(i)->data(Qt::UserRole).toString().toStdString();
        list->item(i)->setCheckState(
            std::find(values.begin(), values.end(), key) != values.end() ? Qt::Checked : Qt::Unchecked);
    }
}

std::vector<std::string> ConstraintsPage::checked(const QListWidget* list) {
    std::vector<std::string> out;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            out.push_back(list->item(i)->data(Qt::UserRole).toString().toStdString());
    return out;
}

void ConstraintsPage::load(const Scenario& s) {
    const CustomerProfile& c = s.customer;
    m_organisation->setCurrentIndex(
        std::max(0, m_organisation->findData(QString::fromStdString(c.organisation))));
    for (auto& [key, box] : m_dataClasses)
        box->setChecked(c.dataClasses.count(key) > 0);
    for (auto& [key, box] : m_subjects)
        box->setChecked(c.subjects.count(key) > 0);
    m_vendorTraining->setChecked(c.vendorTraining);
    m_sovereign->setChecked(c.sovereignRequested);
    m_highRiskAi->setChecked(c.highRiskAi);
    m_pix->setChecked(c.touchesPix);
    const auto& k = s.constraints;
    for (auto& [key, box] : m_acquisitions)
        box->setChecked(std::find(k.acquisitions.begin(), k.acquisitions.end(), key) != k.acquisitions.end());
    setChecked(m_providers, k.providers);
    setChecked(m_countries, k.countries);
    showCurrency(m_currency, QString::fromStdString(k.currency));
    const QString buyer = QString::fromStdString(k.country);
    if (m_buyerCountry->findData(buyer) < 0)
        m_buyerCountry->addItem(countryName(k.country), buyer);
    m_buyerCountry->setCurrentIndex(m_buyerCountry->findData(buyer));
    m_horizon->setValue(k.horizonMonths);
    m_utilisation->setValue(int(std::lround(k.utilisation * 100)));
    m_budget->setValue(k.budget ? k.budget->amount : 0);
    m_rackPower->setValue(k.rackPowerKw.value_or(0));

    const PolicyInput& p = s.policy;
    m_customTiers.clear();
    const int custom = m_marketplace->findData(QStringLiteral("custom"));
    if (custom >= 0)
        m_marketplace->removeItem(custom);
    std::vector<std::string> all(supplierTierIds().begin(), supplierTierIds().end());
    if (!p.supplierTiers)
        selectKey(m_marketplace, QStringLiteral("default"));
    else if (*p.supplierTiers == all || p.supplierTiers->empty())
        selectKey(m_marketplace, QStringLiteral("allowed"));
    else if (*p.supplierTiers == tiersWithoutMarketplace())
        selectKey(m_marketplace, QStringLiteral("excluded"));
    else { // a list the wizard cannot draw: kept as it came, and said so
        m_customTiers = *p.supplierTiers;
        m_marketplace->addItem(tr("the scenario file's own list"), QStringLiteral("custom"));
        selectKey(m_marketplace, QStringLiteral("custom"));
    }
    selectKey(m_consumerGpus, boolKey(p.consumerGpus));
    selectKey(m_fourBit, boolKey(p.fourBitWeights));
    selectKey(m_redundancy, p.redundancy ? QString::fromLatin1(redundancyName(*p.redundancy).data())
                                         : QStringLiteral("default"));
    m_minSla->setValue(p.minSlaPercent.value_or(0));
    m_marginSet = p.deadlineMargin.has_value();
    m_deadlineMargin->setValue(int(std::lround(p.deadlineMargin.value_or(0.15) * 100)));
}

void ConstraintsPage::store(Scenario& s) const {
    CustomerProfile& c = s.customer;
    c.organisation = m_organisation->currentData().toString().toStdString();
    for (const auto& [key, box] : m_dataClasses)
        box->isChecked() ? void(c.dataClasses.insert(key)) : void(c.dataClasses.erase(key));
    for (const auto& [key, box] : m_subjects)
        box->isChecked() ? void(c.subjects.insert(key)) : void(c.subjects.erase(key));
    c.vendorTraining = m_vendorTraining->isChecked();
    c.sovereignRequested = m_sovereign->isChecked();
    c.highRiskAi = m_highRiskAi->isChecked();
    c.touchesPix = m_pix->isChecked();
    auto& k = s.constraints;
    k.acquisitions.clear();
    for (const char* key : {"cloud", "bare-metal", "owned"}) // the scenario file's order
        if (m_acquisitions.at(key)->isChecked())
            k.acquisitions.push_back(key);
    k.providers = checked(m_providers);
    k.countries = checked(m_countries);
    k.currency = m_currency->currentText().toStdString();
    k.country = m_buyerCountry->currentData().toString().toStdString();
    k.horizonMonths = m_horizon->value();
    k.utilisation = m_utilisation->value() / 100.0;
    if (m_budget->value() > 0)
        k.budget = Money{m_budget->value(), k.currency};
    else
        k.budget.reset();
    k.rackPowerKw = m_rackPower->value() >= 0.5 ? std::optional<double>(m_rackPower->value()) : std::nullopt;

    PolicyInput& p = s.policy;
    const QString tiers = m_marketplace->currentData().toString();
    if (tiers == QLatin1String("custom"))
        p.supplierTiers = m_customTiers;
    else if (tiers == QLatin1String("allowed"))
        p.supplierTiers = std::vector<std::string>(supplierTierIds().begin(), supplierTierIds().end());
    else if (tiers == QLatin1String("excluded"))
        p.supplierTiers = tiersWithoutMarketplace();
    else
        p.supplierTiers.reset();
    p.consumerGpus = keyBool(m_consumerGpus);
    p.fourBitWeights = keyBool(m_fourBit);
    const QString redundancy = m_redundancy->currentData().toString();
    p.redundancy = parseRedundancy(redundancy.toStdString()); // "default" parses to none: unset
    p.minSlaPercent = m_minSla->value() > 0 ? std::optional<double>(m_minSla->value()) : std::nullopt;
    const double margin = m_deadlineMargin->value() / 100.0;
    p.deadlineMargin =
        m_marginSet || m_deadlineMargin->value() != 15 ? std::optional<double>(margin) : std::nullopt;
}

QString ConstraintsPage::problem() const {
    const bool any = std::any_of(m_acquisitions.begin(), m_acquisitions.end(),
                                 [](const auto& entry) { return entry.second->isChecked(); });
    if (!any)
        return tr("How to acquire: nothing is ticked; tick cloud, bare metal or buy (or several).");
    return {};
}

} // namespace gpuadvisor::ui
