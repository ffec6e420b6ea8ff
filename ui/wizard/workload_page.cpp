#include "ui/wizard/workload_page.h"
#include "ui/common/range_spin_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace gpuadvisor::ui {

namespace {

QSpinBox* spin(int min, int max, const QString& suffix, const QString& special = {}) {
    auto* box = new RangeSpinBox;
    box->setRange(min, max);
    box->setSuffix(suffix);
    box->setGroupSeparatorShown(true);
    if (!special.isEmpty())
        box->setSpecialValueText(special); // shown at the minimum: "no target"
    return box;
}

QDoubleSpinBox* billions(double max) {
    auto* box = new QDoubleSpinBox;
    box->setRange(0, max);
    box->setDecimals(1);
    box->setSuffix(QObject::tr(" billion tokens"));
    box->setGroupSeparatorShown(true);
    return box;
}

enum Stack { TrainingFields, ServingFields, BatchFields };

} // namespace

WorkloadPage::WorkloadPage(QWidget* parent) : ScenarioPage(parent) {
    setTitle(tr("Workload"));
    setSubTitle(tr("What will the GPUs do? Pick the kind of work and describe how much of it there is."));
    auto* layout = new QVBoxLayout(this);
    auto* top = new QFormLayout;
    m_kind = new QComboBox;
    m_kind->addItem(tr("Online inference (chat, API)"), int(WorkloadKind::Inference));
    m_kind->addItem(tr("Offline batch inference"), int(WorkloadKind::BatchInference));
    m_kind->addItem(tr("Training from scratch"), int(WorkloadKind::Pretrain));
    m_kind->addItem(tr("Full fine-tune"), int(WorkloadKind::FullFinetune));
    m_kind->addItem(tr("LoRA fine-tune"), int(WorkloadKind::Lora));
    m_kind->addItem(tr("QLoRA fine-tune (4-bit base)"), int(WorkloadKind::Qlora));
    top->addRow(tr("&Kind of work:"), m_kind);
    layout->addLayout(top);
    m_kindNote = new QLabel;
    m_kindNote->setWordWrap(true);
    layout->addWidget(m_kindNote);

    m_fields = new QStackedWidget;
    auto* training = new QWidget;
    auto* tf = new QFormLayout(training);
    m_tokensBillions = billions(1e6);
    m_deadlineDays = spin(0, 3650, tr(" days"), tr("no deadline"));
    m_sequenceLength = spin(128, 1048576, tr(" tokens"));
    tf->addRow(tr("&Token budget:"), m_tokensBillions);
    tf->addRow(tr("&Deadline:"), m_deadlineDays);
    tf->addRow(tr("&Sequence length:"), m_sequenceLength);
    m_fields->addWidget(training);

    auto* serving = new QWidget;
    auto* sf = new QFormLayout(serving);
    m_users = spin(1, 10000000, tr(" users"));
    m_promptTokens = spin(1, 1048576, tr(" tokens"));
    m_outputTokens = spin(1, 1048576, tr(" tokens"));
    m_tpotMs = spin(0, 10000, tr(" ms per token"), tr("no target"));
    m_ttftMs = spin(0, 600000, tr(" ms"), tr("no target"));
    m_requestsPerSecond = new QDoubleSpinBox;
    m_requestsPerSecond->setRange(0, 1e6);
    m_requestsPerSecond->setDecimals(2);
    m_requestsPerSecond->setSuffix(tr(" requests/s"));
    m_requestsPerSecond->setSpecialValueText(tr("given by the users"));
    m_requestsPerSecond->setGroupSeparatorShown(true);
    m_requestsPerSecond->setObjectName(QStringLiteral("requestsPerSecond"));
    m_thinkSeconds = spin(0, 86400, tr(" s between requests"), tr("none (always active)"));
    m_thinkSeconds->setObjectName(QStringLiteral("thinkTime"));
    m_percentile = spin(50, 99, tr(" % of requests"));
    m_redundancy = new QCheckBox(tr("Keep serving if one replica fails (N+1)"));
    sf->addRow(tr("Concurrent &users:"), m_users);
    sf->addRow(tr("Or a re&quest rate:"), m_requestsPerSecond);
    sf->addRow(tr("Users' t&hink time:"), m_thinkSeconds);
    sf->addRow(tr("TTFT target holds for:"), m_percentile);
    sf->addRow(tr("&Prompt length:"), m_promptTokens);
    sf->addRow(tr("&Answer length:"), m_outputTokens);
    sf->addRow(tr("Time per output token (&TPOT) target:"), m_tpotMs);
    sf->addRow(tr("Time to first token (TT&FT) target:"), m_ttftMs);
    sf->addRow(QString(), m_redundancy);
    m_fields->addWidget(serving);

    auto* batch = new QWidget;
    auto* bf = new QFormLayout(batch);
    m_corpusBillions = billions(1e6);
    m_corpusBillions->setDecimals(3);
    m_dueHours = spin(0, 87600, tr(" hours"), tr("no due date"));
    m_batchPrompt = spin(1, 1048576, tr(" tokens"));
    m_batchOutput = spin(1, 1048576, tr(" tokens"));
    bf->addRow(tr("&Corpus size:"), m_corpusBillions);
    bf->addRow(tr("D&ue in:"), m_dueHours);
    bf->addRow(tr("&Document length:"), m_batchPrompt);
    m_recurring = new QCheckBox(tr("Runs again every night (unticked: a one-off job, priced for its hours)"));
    m_recurring->setObjectName(QStringLiteral("recurring"));
    bf->addRow(tr("&Summary length:"), m_batchOutput);
    bf->addRow(QString(), m_recurring);
    m_fields->addWidget(batch);
    layout->addWidget(m_fields);
    layout->addStretch();

    connect(m_kind, &QComboBox::currentIndexChanged, this, &WorkloadPage::showFieldsForKind);
    showFieldsForKind();
}

WorkloadKind WorkloadPage::kind() const {
    return WorkloadKind(m_kind->currentData().toInt());
}

void WorkloadPage::showFieldsForKind() {
    const WorkloadKind k = kind();
    m_fields->setCurrentIndex(k == WorkloadKind::Inference        ? ServingFields
                              : k == WorkloadKind::BatchInference ? BatchFields
                                                                  : TrainingFields);
    switch (k) {
    case WorkloadKind::Inference:
        m_kindNote->setText(
            tr("Users wait for each answer: speed per user (TPOT, TTFT) and concurrency decide the size."));
        break;
    case WorkloadKind::BatchInference:
        m_kindNote->setText(
            tr("Nobody waits: throughput per unit of cost decides, and the work may run at night."));
        break;
    case WorkloadKind::Pretrain:
        m_kindNote->setText(
            tr("Compute dominates: about 6 × parameters × tokens floating-point operations."));
        break;
    case WorkloadKind::FullFinetune:
        m_kindNote->setText(
            tr("Every weight is trained: about 16 bytes of GPU memory per parameter before activations."));
        break;
    case WorkloadKind::Lora:
    case WorkloadKind::Qlora:
        m_kindNote->setText(
            tr("Only small adapters are trained: the frozen model's weights dominate memory."));
        break;
    }
}

void WorkloadPage::load(const Scenario& s) {
    const auto& w = s.workload;
    m_kind->setCurrentIndex(m_kind->findData(int(w.kind)));
    m_tokensBillions->setValue(w.tokens / 1e9);
    m_deadlineDays->setValue(int(w.deadlineDays.value_or(0)));
    m_sequenceLength->setValue(w.sequenceLength);
    m_users->setValue(w.users);
    m_promptTokens->setValue(w.promptTokens);
    m_outputTokens->setValue(w.outputTokens);
    m_batchPrompt->setValue(w.promptTokens);
    m_batchOutput->setValue(w.outputTokens);
    m_tpotMs->setValue(int(w.tpotTargetMs.value_or(0)));
    m_ttftMs->setValue(int(w.ttftTargetMs.value_or(0)));
    m_requestsPerSecond->setValue(w.requestsPerSecond.value_or(0));
    m_thinkSeconds->setValue(int(w.thinkTimeSeconds.value_or(0)));
    m_percentile->setValue(int(w.latencyPercentile));
    m_redundancy->setChecked(w.redundancy);
    m_corpusBillions->setValue(w.corpusTokens / 1e9);
    m_dueHours->setValue(int(w.dueHours.value_or(0)));
    m_recurring->setChecked(w.kind == WorkloadKind::BatchInference && !w.runsOnce());
    showFieldsForKind();
}

void WorkloadPage::store(Scenario& s) const {
    auto& w = s.workload;
    w.kind = kind();
    if (isTraining(w.kind)) {
        w.tokens = m_tokensBillions->value() * 1e9;
        w.deadlineDays =
            m_deadlineDays->value() > 0 ? std::optional<double>(m_deadlineDays->value()) : std::nullopt;
        w.sequenceLength = m_sequenceLength->value();
    } else if (w.kind == WorkloadKind::Inference) {
        w.users = m_users->value();
        w.promptTokens = m_promptTokens->value();
        w.outputTokens = m_outputTokens->value();
        w.tpotTargetMs = m_tpotMs->value() > 0 ? std::optional<double>(m_tpotMs->value()) : std::nullopt;
        w.ttftTargetMs = m_ttftMs->value() > 0 ? std::optional<double>(m_ttftMs->value()) : std::nullopt;
        w.requestsPerSecond = m_requestsPerSecond->value() > 0
                                  ? std::optional<double>(m_requestsPerSecond->value())
                                  : std::nullopt;
        w.thinkTimeSeconds = m_thinkSeconds->value() > 0 && !w.requestsPerSecond
                                 ? std::optional<double>(m_thinkSeconds->value())
                                 : std::nullopt;
        w.latencyPercentile = m_percentile->value();
        w.redundancy = m_redundancy->isChecked();
    } else {
        w.corpusTokens = m_corpusBillions->value() * 1e9;
        w.dueHours = m_dueHours->value() > 0 ? std::optional<double>(m_dueHours->value()) : std::nullopt;
        w.promptTokens = m_batchPrompt->value();
        w.outputTokens = m_batchOutput->value();
        // Said only where it differs from the default (nightly when due within a day), so a study read and
        // stored again is unchanged.
        const bool nightlyByDefault = w.dueHours.value_or(24) <= 24;
        w.recurring = m_recurring->isChecked() == nightlyByDefault
                          ? std::nullopt
                          : std::optional<bool>(m_recurring->isChecked());
    }
}

QString WorkloadPage::problem() const {
    const WorkloadKind k = kind();
    if (isTraining(k) && m_tokensBillions->value() <= 0)
        return tr("Token budget: %1 billion tokens is not allowed; give more than 0 (e.g. 1000 for one "
                  "trillion).")
            .arg(m_tokensBillions->value());
    if (k == WorkloadKind::BatchInference && m_corpusBillions->value() <= 0)
        return tr("Corpus size: %1 billion tokens is not allowed; give more than 0.")
            .arg(m_corpusBillions->value());
    return {};
}

} // namespace gpuadvisor::ui
