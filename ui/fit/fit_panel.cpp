#include "ui/fit/fit_panel.h"

#include "core/common/number_format.h"
#include "core/memory/memory_estimator.h"
#include "core/model/param_count.h"
#include "core/present/fit_text.h"
#include "ui/common/display_format.h"
#include "ui/common/range_spin_box.h"
#include "ui/fit/fit_breakdown_model.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace gpuadvisor::ui {

namespace {

QSpinBox* spinBox(const char* name, int minimum, int maximum, int value, QWidget* parent) {
    auto* box = new RangeSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(minimum, maximum);
    box->setValue(value);
    box->setGroupSeparatorShown(true);
    return box;
}

QComboBox* comboBox(const char* name, QWidget* parent) {
    auto* box = new QComboBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    return box;
}

constexpr WorkloadKind kWorkloads[] = {WorkloadKind::Inference, WorkloadKind::BatchInference,
                                       WorkloadKind::Pretrain,  WorkloadKind::FullFinetune,
                                       WorkloadKind::Lora,      WorkloadKind::Qlora};
constexpr Precision kPrecisions[] = {Precision::Fp32, Precision::Bf16,  Precision::Fp16,
                                     Precision::Fp8,  Precision::Int8,  Precision::Int4,
                                     Precision::Nf4,  Precision::Mxfp4, Precision::Nvfp4};

QString text(std::string_view view) {
    return QString::fromUtf8(view.data(), static_cast<qsizetype>(view.size()));
}

} // namespace

FitPanel::FitPanel(MemoryCatalog catalog, QWidget* parent) : QWidget(parent), m_catalog(std::move(catalog)) {
    buildForm();
    updateFieldStates();
    recompute();
}

void FitPanel::buildForm() {
    auto* inputs = new QGroupBox(tr("Workload and hardware"), this);
    auto* form = new QFormLayout(inputs);

    m_model = comboBox("model", inputs);
    for (const auto& model : m_catalog.models()) {
        const auto counts = countParameters(model);
        m_model->addItem(QString::fromStdString(model.name + "  (" +
                                                formatCount(double(counts.total), presentLanguage()) + ")"),
                         QString::fromStdString(model.id));
    }
    m_model->setCurrentIndex(std::max(0, m_model->findData(QStringLiteral("llama-3.1-70b"))));
    form->addRow(tr("Model"), m_model);

    m_workload = comboBox("workload", inputs);
    for (const WorkloadKind kind : kWorkloads)
        m_workload->addItem(text(workloadName(kind)), static_cast<int>(kind));
    form->addRow(tr("Workload"), m_workload);

    m_precision = comboBox("precision", inputs);
    m_kvPrecision = comboBox("kvPrecision", inputs);
    m_precision->addItem(tr("default"), -1);
    m_kvPrecision->addItem(tr("default"), -1);
    for (const Precision p : kPrecisions) {
        m_precision->addItem(text(precisionName(p)), static_cast<int>(p));
        if (p != Precision::Nf4 && !isFp4(p))
            m_kvPrecision->addItem(text(precisionName(p)), static_cast<int>(p));
    }
    m_precision->setCurrentIndex(m_precision->findText(QStringLiteral("fp8")));
    form->addRow(tr("Precision"), m_precision);
    m_precisionNote = new QLabel(inputs);
    m_precisionNote->setObjectName(QStringLiteral("precisionNote"));
    m_precisionNote->setWordWrap(true);
    m_precisionNote->setStyleSheet(QStringLiteral("color: palette(dark); font-size: small;"));
    form->addRow(QString(), m_precisionNote);
    form->addRow(tr("KV-cache precision"), m_kvPrecision);

    m_gpu = comboBox("gpu", inputs);
    for (const auto& gpu : m_catalog.gpus())
        m_gpu->addItem(QString::fromStdString(gpu.name), QString::fromStdString(gpu.id));
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(QStringLiteral("h100-sxm"))));
    form->addRow(tr("GPU"), m_gpu);

    m_gpus = spinBox("gpus", 1, 100000, 2, inputs);
    m_tp = spinBox("tp", 1, 1024, 2, inputs);
    m_pp = spinBox("pp", 1, 1024, 1, inputs);
    m_dp = new QLabel(inputs);
    m_dp->setObjectName(QStringLiteral("dp"));
    form->addRow(tr("GPUs"), m_gpus);
    form->addRow(tr("Tensor parallel (TP)"), m_tp);
    form->addRow(tr("Pipeline parallel (PP)"), m_pp);
    form->addRow(tr("Data parallel (DP)"), m_dp);

    m_context = spinBox("context", 1, 10'000'000, 8192, inputs);
    m_concurrency = spinBox("concurrency", 1, 1'000'000, 32, inputs);
    form->addRow(tr("Context (tokens per sequence)"), m_context);
    form->addRow(tr("Concurrent sequences"), m_concurrency);

    m_seqLen = spinBox("seqLen", 1, 10'000'000, 4096, inputs);
    m_microBatch = spinBox("microBatch", 1, 65536, 1, inputs);
    m_zero = spinBox("zero", 0, 3, 0, inputs);
    m_recompute = comboBox("recompute", inputs);
    m_recompute->addItem(tr("default"), -1);
    for (const Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full})
        m_recompute->addItem(text(recomputeName(r)), static_cast<int>(r));
    m_optimizer = comboBox("optimizer", inputs);
    for (const OptimizerKind o : {OptimizerKind::AdamW, OptimizerKind::AdamW8bit, OptimizerKind::Sgd})
        m_optimizer->addItem(text(optimizerName(o)), static_cast<int>(o));
    m_sequenceParallel = new QCheckBox(tr("Sequence parallel"), inputs);
    m_sequenceParallel->setObjectName(QStringLiteral("sequenceParallel"));
    m_loraRank = spinBox("loraRank", 1, 65536, 8, inputs);
    form->addRow(tr("Sequence length"), m_seqLen);
    form->addRow(tr("Micro-batch"), m_microBatch);
    form->addRow(tr("ZeRO stage"), m_zero);
    form->addRow(tr("Recompute"), m_recompute);
    form->addRow(tr("Optimizer"), m_optimizer);
    form->addRow(QString(), m_sequenceParallel);
    form->addRow(tr("LoRA rank"), m_loraRank);

    auto* results = new QGroupBox(tr("Memory per GPU"), this);
    auto* resultsLayout = new QVBoxLayout(results);
    m_verdict = new QLabel(results);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    QFont big = m_verdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_verdict->setFont(big);
    m_summary = new QLabel(results);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_error = new QLabel(results);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    m_breakdown = new FitBreakdownModel(this);
    m_table = new QTableView(results);
    m_table->setObjectName(QStringLiteral("breakdown"));
    m_table->setModel(m_breakdown);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setMinimumHeight(300);
    m_notes = new QPlainTextEdit(results);
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setReadOnly(true);
    resultsLayout->addWidget(m_verdict);
    resultsLayout->addWidget(m_error);
    resultsLayout->addWidget(m_summary);
    resultsLayout->addWidget(m_table, 2);
    resultsLayout->addWidget(new QLabel(tr("How each figure was obtained"), results));
    resultsLayout->addWidget(m_notes, 1);

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(inputs, 0);
    layout->addWidget(results, 1);

    for (QComboBox* box : {m_model, m_workload, m_precision, m_kvPrecision, m_gpu, m_recompute, m_optimizer})
        connect(box, &QComboBox::currentIndexChanged, this, &FitPanel::recompute);
    for (QSpinBox* box : {m_tp, m_pp, m_zero, m_seqLen, m_microBatch, m_loraRank, m_context, m_concurrency})
        connect(box, &QSpinBox::valueChanged, this, &FitPanel::recompute);
    connect(m_sequenceParallel, &QCheckBox::toggled, this, &FitPanel::recompute);
    connect(m_workload, &QComboBox::currentIndexChanged, this, &FitPanel::updateFieldStates);
    // Serving puts all GPUs in one tensor-parallel replica unless told otherwise; keep TP in step.
    connect(m_gpus, &QSpinBox::valueChanged, this, [this](int gpus) {
        if (isServing(static_cast<WorkloadKind>(m_workload->currentData().toInt())) &&
            gpus % m_pp->value() == 0)
            m_tp->setValue(gpus / m_pp->value());
        recompute();
    });
}

void FitPanel::updateFieldStates() {
    const bool serving = isServing(static_cast<WorkloadKind>(m_workload->currentData().toInt()));
    const bool adapters = isAdapterTraining(static_cast<WorkloadKind>(m_workload->currentData().toInt()));
    for (QWidget* w : {static_cast<QWidget*>(m_context), static_cast<QWidget*>(m_concurrency),
                       static_cast<QWidget*>(m_kvPrecision)})
        w->setEnabled(serving);
    for (QWidget* w : {static_cast<QWidget*>(m_seqLen), static_cast<QWidget*>(m_microBatch),
                       static_cast<QWidget*>(m_zero), static_cast<QWidget*>(m_recompute),
                       static_cast<QWidget*>(m_optimizer), static_cast<QWidget*>(m_sequenceParallel)})
        w->setEnabled(!serving);
    m_loraRank->setEnabled(adapters);
}

FitRequest FitPanel::currentRequest(QString* problem) const {
    FitRequest request;
    request.assumptions = MemoryAssumptions::fromCatalog(m_catalog.assumptions());
    request.workload = static_cast<WorkloadKind>(m_workload->currentData().toInt());
    if (auto model = m_catalog.findModel(m_model->currentData().toString().toStdString()))
        request.model = *model;
    if (auto gpu = m_catalog.findGpu(m_gpu->currentData().toString().toStdString()))
        request.gpu = *gpu;
    if (m_precision->currentData().toInt() >= 0)
        request.precision = static_cast<Precision>(m_precision->currentData().toInt());
    if (m_kvPrecision->currentData().toInt() >= 0 && isServing(request.workload))
        request.kvPrecision = static_cast<Precision>(m_kvPrecision->currentData().toInt());

    request.plan.tp = m_tp->value();
    request.plan.pp = m_pp->value();
    const int split = m_tp->value() * m_pp->value();
    if (m_gpus->value() % split != 0)
        *problem = tr("GPUs: %1 is not a multiple of TP × PP = %2").arg(m_gpus->value()).arg(split);
    request.plan.dp = std::max(1, m_gpus->value() / split);

    if (isServing(request.workload)) {
        request.context = m_context->value();
        request.concurrency = m_concurrency->value();
    } else {
        request.sequenceLength = m_seqLen->value();
        request.microBatch = m_microBatch->value();
        request.plan.zeroStage = m_zero->value();
        request.plan.sequenceParallel = m_sequenceParallel->isChecked();
        if (m_recompute->currentData().toInt() >= 0)
            request.recompute = static_cast<Recompute>(m_recompute->currentData().toInt());
        request.optimizer = static_cast<OptimizerKind>(m_optimizer->currentData().toInt());
        request.loraRank = m_loraRank->value();
    }
    return request;
}

void FitPanel::recompute() {
    QString problem;
    const FitRequest request = currentRequest(&problem);
    m_dp->setText(QString::number(request.plan.dp));
    if (request.precision)
        m_precisionNote->setText(
            QString::fromStdString(precisionTradeoffText(*request.precision, presentLanguage())));
    if (!problem.isEmpty()) {
        showProblem(problem);
        return;
    }
    auto report = estimateFit(request);
    if (!report) {
        const Error& error = report.error();
        showProblem(error.field.empty()
                        ? QString::fromStdString(error.message)
                        : QStringLiteral("%1: %2").arg(QString::fromStdString(error.field),
                                                       QString::fromStdString(error.message)));
        return;
    }
    showReport(*report);
}

void FitPanel::showProblem(const QString& problem) {
    m_report.reset();
    m_error->setText(problem);
    m_error->show();
    m_verdict->setText(tr("Check the input"));
    m_verdict->setStyleSheet({});
    m_summary->clear();
    m_breakdown->clear();
    m_notes->clear();
    emit reportChanged();
}

void FitPanel::showReport(const FitReport& report) {
    m_report = report;
    m_error->clear();
    m_error->hide();
    static const char* const colours[] = {"#1b7f3b", "#b26a00", "#b00020"};
    const auto verdict = static_cast<int>(report.verdict);
    const QString names[] = {tr("Fits"), tr("Tight"), tr("Does not fit")};
    m_verdict->setText(names[verdict]);
    m_verdict->setStyleSheet(QStringLiteral("color: %1;").arg(QLatin1String(colours[verdict])));

    QStringList summary;
    const Language language = presentLanguage();
    for (const auto& reason : fitFactTexts(report.reasons, report, language))
        summary << QString::fromStdString(reason);
    if (report.minGpus && report.minGpusPlan)
        summary << tr("Minimum: %1 GPU(s) of this type (TP %2, PP %3, DP %4).")
                       .arg(*report.minGpus)
                       .arg(report.minGpusPlan->tp)
                       .arg(report.minGpusPlan->pp)
                       .arg(report.minGpusPlan->dp);
    if (report.maxConcurrentSequences)
        summary << tr("At most %1 concurrent sequences of %2 tokens.")
                       .arg(*report.maxConcurrentSequences)
                       .arg(report.settings.context);
    m_summary->setText(summary.join(QLatin1Char('\n')));
    m_breakdown->setBreakdown(report.perGpu);
    QStringList notes;
    for (const auto& note : fitFactTexts(report.notes, report, language))
        notes << QStringLiteral("• ") + QString::fromStdString(note);
    m_notes->setPlainText(notes.join(QLatin1Char('\n')));
    emit reportChanged();
}

QString FitPanel::errorText() const {
    return m_error->text();
}

} // namespace gpuadvisor::ui
