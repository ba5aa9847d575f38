#include "tuning/spsa.h"

#include <algorithm>
#include <cmath>

namespace eschess {

Spsa::Spsa(std::vector<SpsaParameter> parameters, SpsaSettings settings)
    : m_params(std::move(parameters)), m_settings(settings) {
    m_settings.iterations = std::max(1, m_settings.iterations);
    for (SpsaParameter& p : m_params) p.value = std::clamp(p.value, p.min, p.max);
}

double Spsa::perturbation(int i, int k) const {
    const double n = m_settings.iterations;
    return m_params[std::size_t(i)].cEnd * std::pow(n / std::max(1, k), m_settings.gamma);
}

double Spsa::gain(int i, int k) const {
    const double n = m_settings.iterations, a = n / 10;
    const double cEnd = m_params[std::size_t(i)].cEnd;
    return m_settings.rEnd * cEnd * cEnd * std::pow((a + n) / (a + std::max(1, k)), m_settings.alpha);
}

SpsaStep Spsa::next(std::mt19937_64& rng) {
    SpsaStep step;
    step.k = ++m_started;
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (std::size_t i = 0; i < m_params.size(); ++i) {
        const SpsaParameter& p = m_params[i];
        const int sign = (rng() & 1) ? 1 : -1;
        const double c = perturbation(int(i), step.k);
        double plus = std::clamp(p.value + c * sign, p.min, p.max);
        double minus = std::clamp(p.value - c * sign, p.min, p.max);
        if (p.integer) {
            // Rounded up or down at random in proportion to the fraction, so that on average the
            // engine plays the real value, even when c_k is below half a unit. One draw for both
            // keeps the two sides' difference close to 2c.
            const double u = unit(rng);
            plus = std::clamp(std::floor(plus + u), p.min, p.max);
            minus = std::clamp(std::floor(minus + u), p.min, p.max);
        }
        step.sign.push_back(sign);
        step.plus.push_back(plus);
        step.minus.push_back(minus);
    }
    return step;
}

void Spsa::apply(const SpsaStep& step, double result) {
    for (std::size_t i = 0; i < m_params.size() && i < step.sign.size(); ++i) {
        SpsaParameter& p = m_params[i];
        const double c = perturbation(int(i), step.k);
        p.value = std::clamp(p.value + gain(int(i), step.k) / c * result * step.sign[i], p.min, p.max);
    }
    ++m_finished;
}

void Spsa::restore(const std::vector<double>& values, int finished) {
    for (std::size_t i = 0; i < m_params.size() && i < values.size(); ++i)
        m_params[i].value = std::clamp(values[i], m_params[i].min, m_params[i].max);
    m_finished = m_started = std::max(0, finished);
}

} // namespace eschess
