#include "core/workload/parallel_plan.h"

#include <string>

namespace gpuadvisor {

Result<ParallelPlan> splitGpus(int gpus, std::optional<int> tp, int pp, std::optional<int> dp, bool serving) {
    if (gpus < 1 || gpus > 100'000)
        return invalidInput("gpus", std::to_string(gpus) + " is out of range (allowed: 1 to 100000)");
    ParallelPlan plan;
    plan.tp = tp.value_or(1);
    plan.pp = pp;
    plan.dp = dp.value_or(1);
    if (plan.tp < 1 || plan.pp < 1 || plan.dp < 1)
        return plan;
    const bool fillTp = !tp && (serving || dp);
    const bool fillDp = !dp && !fillTp;
    const int known = (fillTp ? 1 : plan.tp) * plan.pp * (fillDp ? 1 : plan.dp);
    if ((fillTp || fillDp) && gpus % known == 0)
        (fillTp ? plan.tp : plan.dp) = gpus / known;
    if (plan.gpus() != gpus)
        return invalidInput("gpus", "tp*pp*dp = " + std::to_string(plan.tp) + "*" + std::to_string(plan.pp) +
                                        "*" + std::to_string(plan.dp) + " = " + std::to_string(plan.gpus()) +
                                        " must equal --gpus " + std::to_string(gpus));
    return plan;
}

} // namespace gpuadvisor
