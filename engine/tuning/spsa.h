#pragma once
// Simultaneous perturbation stochastic approximation (SPSA), the way engine developers tune
// search margins (Stockfish's fishtest, Spall's gains): every parameter is pushed up or down
// by a random sign at once, the engine with the pushed-up values (theta+) plays a game pair
// against the one with the pushed-down values (theta-), and each parameter moves along its sign by
// how the pair went. Many noisy pairs add up to a gradient; no single game decides anything.
//
// Per parameter i, with N iterations planned, k the iteration (1-based), A = N / 10:
//   c_k = cEnd * (N / k)^gamma                 the perturbation, cEnd at the last iteration
//   a_k = rEnd * cEnd^2 * ((A + N) / (A + k))^alpha
//   theta += a_k / c_k * result * sign         result: theta+'s wins minus losses in the pair
// so that at the end a pair won 2-0 moves a parameter by 2 * rEnd * cEnd. gamma = 0.101 and
// alpha = 0.602 are Spall's; rEnd = 0.002 is fishtest's default.
// Pairs may be played several at once: a finished pair is applied to the current values with
// its own k and signs (the asynchronous form fishtest uses).

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace eschess {

struct SpsaParameter {
    std::string name;
    double value = 0;   // the current estimate (starts at the start value)
    double min = 0, max = 0;
    double cEnd = 1;    // the perturbation at the last iteration
    bool integer = true; // sent to the engine as whole numbers (randomly rounded, see below)
};

struct SpsaSettings {
    int iterations = 1000; // N: pairs planned (the gains' schedule depends on it)
    double rEnd = 0.002;
    double alpha = 0.602;
    double gamma = 0.101;
};

// One pair to play: its iteration number, signs and the two engines' values.
struct SpsaStep {
    int k = 0;
    std::vector<int> sign;        // +1 or -1 per parameter
    std::vector<double> plus, minus; // within [min, max]; whole numbers for integer parameters
};

class Spsa {
public:
    Spsa(std::vector<SpsaParameter> parameters, SpsaSettings settings);

    // The next pair to play (iteration started() + 1); draws its signs and roundings from rng.
    SpsaStep next(std::mt19937_64& rng);
    // Applies a finished pair: result = theta+'s wins minus its losses (-2 to 2 for a pair).
    void apply(const SpsaStep& step, double result);

    double perturbation(int i, int k) const; // c_k of parameter i
    double gain(int i, int k) const;         // a_k of parameter i

    const std::vector<SpsaParameter>& parameters() const { return m_params; }
    const SpsaSettings& settings() const { return m_settings; }
    int started() const { return m_started; }
    int finished() const { return m_finished; }
    // Resuming: the values and the number of pairs already applied (started follows).
    void restore(const std::vector<double>& values, int finished);

private:
    std::vector<SpsaParameter> m_params;
    SpsaSettings m_settings;
    int m_started = 0;
    int m_finished = 0;
};

} // namespace eschess
