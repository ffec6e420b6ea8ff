#include "core/memory/fit_report.h"

namespace gpuadvisor {

std::string_view verdictName(FitVerdict verdict) {
    switch (verdict) {
    case FitVerdict::Fits:
        return "fits";
    case FitVerdict::Tight:
        return "tight";
    case FitVerdict::DoesNotFit:
        return "does_not_fit";
    }
    return "does_not_fit";
}

} // namespace gpuadvisor
