# OpenBench-style build of the UCI engine only:  make -j EXE=<path> CXX=<compiler>
# Wraps CMake (no Qt needed) and copies the eschess-engine binary to $(EXE).

EXE ?= eschess-engine
CXX ?= g++
BUILD_DIR ?= build/openbench
CMAKE ?= cmake

.PHONY: all clean

all:
	$(CMAKE) -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=$(CXX) \
		-DESCHESS_BUILD_APP=OFF -DESCHESS_BUILD_TESTS=OFF -DESCHESS_NATIVE=ON
	$(CMAKE) --build $(BUILD_DIR) --target eschess-engine -j 2
	cp $(BUILD_DIR)/engine/eschess-engine $(EXE)

clean:
	rm -rf $(BUILD_DIR)
