#pragma once

#include <QStringList>

namespace gpuadvisor::cli {

// `gpu-advisor-cli recommend --scenario FILE`: ranked, explained configurations for a study.
int runRecommend(const QStringList& arguments);

} // namespace gpuadvisor::cli
