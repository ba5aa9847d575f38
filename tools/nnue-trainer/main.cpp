// eschess-nnue-trainer: trains the engine's NNUE from marlinformat records (docs/nnue.md).
#include "trainer.h"

#include <iostream>

int main(int argc, char** argv) {
    return eschess::nnue::training::trainerMain(std::vector<std::string>(argv + 1, argv + argc),
                                                [](const std::string& line) { std::cout << line << std::endl; });
}
