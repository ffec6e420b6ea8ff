# Runs one gpu-advisor-cli command on a fresh factory catalog and compares its standard output with a
# golden file. With GPUADVISOR_UPDATE_GOLDEN=1 in the environment it writes the file instead, so a change
# of wording or of a figure shows up as a reviewed diff of tests/cli/golden/*.txt.
#   -DCLI=path -DGOLDEN=file.txt -DWORK=dir -DARGS="a|b|c"
string(REPLACE "|" ";" ARGS "${ARGS}")
set(ENV{GPUADVISOR_TODAY} 2026-12-03) # the golden files must not age: prices are judged stale against this date
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
execute_process(
  COMMAND "${CLI}" ${ARGS} --catalog "${WORK}/catalog.sqlite"
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "gpu-advisor-cli ${ARGS} exited ${rc}:\n${err}")
endif()
if(DEFINED ENV{GPUADVISOR_UPDATE_GOLDEN} AND "$ENV{GPUADVISOR_UPDATE_GOLDEN}" STREQUAL "1")
  file(WRITE "${GOLDEN}" "${out}")
  message(STATUS "updated ${GOLDEN}")
  return()
endif()
if(NOT EXISTS "${GOLDEN}")
  message(FATAL_ERROR "${GOLDEN} is missing: run GPUADVISOR_UPDATE_GOLDEN=1 ctest --preset ci -R golden")
endif()
file(READ "${GOLDEN}" expected)
if(NOT out STREQUAL expected)
  file(WRITE "${WORK}/actual.txt" "${out}")
  execute_process(COMMAND diff -u "${GOLDEN}" "${WORK}/actual.txt" OUTPUT_VARIABLE delta)
  message(FATAL_ERROR "output differs from ${GOLDEN} (regenerate with GPUADVISOR_UPDATE_GOLDEN=1 ctest --preset ci -R golden "
                      "and review the diff):\n${delta}")
endif()
