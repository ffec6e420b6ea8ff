#include "ui/wizard/model_page.h"

#include "db/text_file.h"

#include "core/memory/kv_cache.h"
#include "core/model/hf_config.h"
#include "core/model/param_count.h"
#include "core/model/scaled_architecture.h"
#include "ui/common/display_format.h"
#include "ui/common/range_spin_box.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDate>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace gpuadvisor::ui {

namespace {

QSpinBox* spin(int min, int max) {
    auto* box = new RangeSpinBox;
    box->setRange(min, max);
    box->setGroupSeparatorShown(true);
    return box;
}

QString kebab(const QString& name) {
    QString id = name.toLower();
    id.replace(QRegularExpression(QStringLiteral("[^a-z0-9.]+")), QStringLiteral("-"));
    id.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    return id.isEmpty() ? QStringLiteral("custom-model") : id;
}

} // namespace

ModelPage::ModelPage(db::SnapshotPtr snapshot, QWidget* parent)
    : ScenarioPage(parent), m_snapshot(std::move(snapshot)) {
    setTitle(tr("Model"));
    setSubTitle(tr("Which model will run? Pick one from the catalog, or describe your own."));
    auto* layout = new QVBoxLayout(this);
    auto* sources = new QButtonGroup(this);
    m_fromCatalog = new QRadioButton(tr("From the &catalog"));
    m_fromArchitecture = new QRadioButton(tr("My own &model (architecture, size or config.json)"));
    m_fromArchitecture->setObjectName(QStringLiteral("fromArchitecture"));
    sources->addButton(m_fromCatalog);
    sources->addButton(m_fromArchitecture);
    m_fromCatalog->setChecked(true);

    auto* catalogBox = new QWidget;
    auto* catalogLayout = new QVBoxLayout(catalogBox);
    catalogLayout->setContentsMargins(20, 0, 0, 0);
    m_search = new QLineEdit;
    m_search->setPlaceholderText(tr("Search: llama, qwen, 70b…"));
    m_search->setClearButtonEnabled(true);
    m_models = new QStandardItemModel(this);
    for (const ModelSpec& m : m_snapshot->catalog.models()) {
        const double params =
            m.hasArchitecture() ? double(countParameters(m).total) : double(m.declaredParameters);
        auto* item = new QStandardItem(tr("%1 — %2 B parameters")
                                           .arg(QString::fromStdString(m.name))
                                           .arg(QLocale().toString(params / 1e9, 'f', 1)));
        item->setData(QString::fromStdString(m.id), Qt::UserRole);
        item->setEditable(false);
        m_models->appendRow(item);
    }
    m_filter = new QSortFilterProxyModel(this);
    m_filter->setSourceModel(m_models);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_list = new QListView;
    m_list->setModel(m_filter);
    m_list->setMinimumHeight(120);
    catalogLayout->addWidget(m_search);
    catalogLayout->addWidget(m_list);

    auto* own = new QGroupBox;
    auto* grid = new QGridLayout(own);
    m_name = new QLineEdit;
    m_name->setPlaceholderText(tr("e.g. Our 20B assistant"));
    m_layers = spin(0, 1000);
    m_hidden = spin(0, 131072);
    m_intermediate = spin(0, 1048576);
    m_heads = spin(0, 1024);
    m_kvHeads = spin(0, 1024);
    m_vocab = spin(0, 4000000);
    m_tied = new QCheckBox(tr("Tied embeddings"));
    m_sizeBillions = new QDoubleSpinBox;
    m_sizeBillions->setRange(0, 10000);
    m_sizeBillions->setDecimals(1);
    m_sizeBillions->setSuffix(tr(" B parameters"));
    auto* fill = new QPushButton(tr("Fill from &size"));
    auto* import = new QPushButton(tr("&Import config.json…"));
    auto* form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Layers:"), m_layers);
    form->addRow(tr("Hidden size:"), m_hidden);
    form->addRow(tr("MLP width:"), m_intermediate);
    auto* form2 = new QFormLayout;
    form2->addRow(tr("Attention heads:"), m_heads);
    form2->addRow(tr("KV heads:"), m_kvHeads);
    form2->addRow(tr("Vocabulary:"), m_vocab);
    form2->addRow(QString(), m_tied);
    grid->addLayout(form, 0, 0);
    grid->addLayout(form2, 0, 1);
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(new QLabel(tr("Only know the size?")));
    sizeRow->addWidget(m_sizeBillions);
    sizeRow->addWidget(fill);
    sizeRow->addStretch();
    sizeRow->addWidget(import);
    grid->addLayout(sizeRow, 1, 0, 1, 2);
    m_importMessage = new QLabel;
    m_importMessage->setWordWrap(true);
    grid->addWidget(m_importMessage, 2, 0, 1, 2);

    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setStyleSheet(QStringLiteral("font-weight: bold;"));

    layout->addWidget(m_fromCatalog);
    layout->addWidget(catalogBox, 1);
    layout->addWidget(m_fromArchitecture);
    layout->addWidget(own);
    layout->addWidget(m_summary);

    auto sourceChanged = [this, catalogBox, own] {
        catalogBox->setEnabled(m_fromCatalog->isChecked());
        own->setEnabled(m_fromArchitecture->isChecked());
        updateSummary();
    };
    connect(m_fromCatalog, &QRadioButton::toggled, this, sourceChanged);
    connect(m_search, &QLineEdit::textChanged, m_filter, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, &ModelPage::updateSummary);
    for (QSpinBox* box : {m_layers, m_hidden, m_intermediate, m_heads, m_kvHeads, m_vocab})
        connect(box, &QSpinBox::valueChanged, this, &ModelPage::updateSummary);
    connect(m_tied, &QCheckBox::toggled, this, &ModelPage::updateSummary);
    connect(m_name, &QLineEdit::textChanged, this, &ModelPage::updateSummary);
    connect(fill, &QPushButton::clicked, this,
            [this] { fillFromParameterCount(m_sizeBillions->value() * 1e9); });
    connect(import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import a Hugging Face config.json"),
                                                          QString(), tr("JSON files (*.json)"));
        if (!path.isEmpty())
            importConfig(path);
    });
    sourceChanged();
}

QString ModelPage::selectedCatalogId() const {
    const QModelIndex index = m_list->currentIndex();
    return index.isValid() ? index.data(Qt::UserRole).toString() : QString();
}

void ModelPage::selectCatalogModel(const QString& id) {
    m_fromCatalog->setChecked(true);
    m_search->clear();
    for (int row = 0; row < m_filter->rowCount(); ++row) {
        const QModelIndex index = m_filter->index(row, 0);
        if (index.data(Qt::UserRole).toString() == id) {
            m_list->setCurrentIndex(index);
            break;
        }
    }
    updateSummary();
}

void ModelPage::setArchitecture(const ModelSpec& m) {
    m_base = m;
    m_fromArchitecture->setChecked(true);
    m_name->setText(QString::fromStdString(m.name));
    m_layers->setValue(m.numLayers);
    m_hidden->setValue(m.hiddenSize);
    m_intermediate->setValue(int(m.intermediateSize));
    m_heads->setValue(m.numAttentionHeads);
    m_kvHeads->setValue(m.numKvHeads);
    m_vocab->setValue(int(m.vocabSize));
    m_tied->setChecked(m.tiedEmbeddings);
    updateSummary();
}

ModelSpec ModelPage::typedArchitecture() const {
    ModelSpec m = m_base;
    m.name = m_name->text().trimmed().toStdString();
    m.id = kebab(m_name->text().trimmed()).toStdString();
    m.numLayers = m_layers->value();
    m.hiddenSize = m_hidden->value();
    m.intermediateSize = m_intermediate->value();
    m.numAttentionHeads = m_heads->value();
    m.numKvHeads = m_kvHeads->value();
    m.vocabSize = m_vocab->value();
    m.tiedEmbeddings = m_tied->isChecked();
    m.declaredParameters = 0;
    if (m.numAttentionHeads > 0 && (m.headDim == 0 || m_base.hiddenSize != m.hiddenSize ||
                                    m_base.numAttentionHeads != m.numAttentionHeads))
        m.headDim = m.hiddenSize / m.numAttentionHeads;
    if (m.maxContext == 0)
        m.maxContext = 131072; // ASSUMPTION for typed models: a long-context model; config.json imports give
                               // the real one
    if (m.source.empty())
        m.source = "entered by the user in the wizard";
    return m;
}

bool ModelPage::importConfig(const QString& path) {
    const auto text = db::readTextFile(path.toStdString(), "config.json");
    if (!text) {
        m_importMessage->setText(
            tr("Cannot read %1: %2").arg(path, QString::fromStdString(text.error().message)));
        return false;
    }
    const QString name = QFileInfo(path).dir().dirName();
    auto model = modelFromHfConfig(*text, name.toStdString());
    if (!model) {
        m_importMessage->setText(
            tr("%1 was not imported: %2").arg(path, QString::fromStdString(model.error().message)));
        return false;
    }
    ModelSpec imported = *model;
    imported.source = "config.json imported from " + path.toStdString();
    imported.asOf = QDate::currentDate().toString(Qt::ISODate).toStdString();
    setArchitecture(imported);
    m_importMessage->setText(tr("Imported %1.").arg(path));
    return true;
}

void ModelPage::fillFromParameterCount(double parameters) {
    auto scaled = scaledArchitecture(parameters, m_snapshot->catalog.models());
    if (!scaled) {
        m_importMessage->setText(
            tr("Size: %1 B parameters is out of range (allowed: 0.1 to 10000 B).").arg(parameters / 1e9));
        return;
    }
    // A name the user typed is theirs; the size only fills the architecture.
    ModelSpec filled = *scaled;
    if (const QString typed = m_name->text().trimmed(); !typed.isEmpty())
        filled.name = typed.toStdString();
    setArchitecture(filled);
    m_importMessage->setText(
        tr("ASSUMPTION: %1. Replace the fields with the real architecture when you have it.")
            .arg(QString::fromStdString(scaled->source).remove(QStringLiteral("ASSUMPTION: "))));
}

std::optional<ModelSpec> ModelPage::customModel() const {
    if (!m_fromArchitecture->isChecked())
        return std::nullopt;
    return typedArchitecture();
}

QString ModelPage::summaryText() const {
    return m_summary->text();
}

void ModelPage::updateSummary() {
    refreshProblem();
    std::optional<ModelSpec> model;
    if (m_fromArchitecture->isChecked()) {
        if (problem().isEmpty())
            model = typedArchitecture();
    } else if (const QString id = selectedCatalogId(); !id.isEmpty()) {
        auto found = m_snapshot->catalog.findModel(id.toStdString());
        if (found)
            model = *found;
    }
    if (!model || !model->hasArchitecture()) {
        // The problem once: in red where a refused Next put it, here otherwise.
        m_summary->setText(problemOnPage()                   ? QString()
                           : m_fromArchitecture->isChecked() ? problem()
                                                             : tr("Select a model."));
        return;
    }
    const ParameterCounts counts = countParameters(*model);
    QString text = tr("%1 B parameters").arg(QLocale().toString(double(counts.total) / 1e9, 'f', 2));
    if (counts.active != counts.total)
        text += tr(" (%1 B active per token)").arg(QLocale().toString(double(counts.active) / 1e9, 'f', 2));
    text += tr(" · KV cache %1 KiB per token in BF16")
                .arg(QLocale().toString(kvCacheBytesPerToken(*model, 2) / 1024, 'f', 0));
    m_summary->setText(text);
}

void ModelPage::load(const Scenario& scenario) {
    selectCatalogModel(QString::fromStdString(scenario.workload.model));
}

void ModelPage::store(Scenario& scenario) const {
    if (auto custom = customModel())
        scenario.workload.model = custom->id;
    else
        scenario.workload.model = selectedCatalogId().toStdString();
}

QString ModelPage::problem() const {
    if (m_fromCatalog->isChecked())
        return selectedCatalogId().isEmpty() ? tr("Model: none is selected; pick one from the list.")
                                             : QString();
    if (m_name->text().trimmed().isEmpty())
        return tr("Name: it is empty; give the model a name.");
    const struct {
        QSpinBox* box;
        const char* field;
    } required[] = {{m_layers, QT_TR_NOOP("Layers")},          {m_hidden, QT_TR_NOOP("Hidden size")},
                    {m_intermediate, QT_TR_NOOP("MLP width")}, {m_heads, QT_TR_NOOP("Attention heads")},
                    {m_kvHeads, QT_TR_NOOP("KV heads")},       {m_vocab, QT_TR_NOOP("Vocabulary")}};
    for (const auto& r : required)
        if (r.box->value() <= 0)
            return tr("%1: 0 is not allowed; give a positive number (from the model's config.json).")
                .arg(tr(r.field));
    if (m_heads->value() % m_kvHeads->value() != 0)
        return tr("KV heads: %1 does not divide the %2 attention heads (allowed: a divisor, e.g. 8).")
            .arg(m_kvHeads->value())
            .arg(m_heads->value());
    if (m_hidden->value() % m_heads->value() != 0 && m_base.headDim == 0)
        return tr("Hidden size: %1 is not a multiple of the %2 attention heads.")
            .arg(m_hidden->value())
            .arg(m_heads->value());
    return {};
}

} // namespace gpuadvisor::ui
