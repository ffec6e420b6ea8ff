#pragma once

namespace gpuadvisor::detail {

// Generated at build time from resources/catalog/gpus.json and models.json (see core/CMakeLists.txt).
extern const char* const kBuiltinGpusJson;
extern const char* const kBuiltinModelsJson;
// resources/calibration/measurements.json: the published measurements of issue 19.
extern const char* const kBuiltinCalibrationJson;

} // namespace gpuadvisor::detail
